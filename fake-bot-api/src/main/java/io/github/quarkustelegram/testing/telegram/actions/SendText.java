package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Sends a text message in a chat; a leading {@code /command} is marked as a {@code bot_command} entity.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat: the user's id for the private chat
 * @param text the text
 */
public record SendText(long userId, String firstName, long chatId, String text) implements Action {

    public SendText {
        Action.requireText(text, "text");
    }
}
