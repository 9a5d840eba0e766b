package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Edits a text message the user sent: an {@code edited_message} update with the new text and an {@code edit_date}.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param messageId the user's message
 * @param text its new text
 */
public record EditText(long userId, String firstName, long chatId, long messageId, String text) implements Action {

    public EditText {
        Action.requireText(text, "text");
    }
}
