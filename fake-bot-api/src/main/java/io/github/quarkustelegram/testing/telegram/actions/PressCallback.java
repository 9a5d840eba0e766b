package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Presses the callback button with this data on a given message of the bot.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param messageId the bot's message
 * @param data the button's {@code callback_data}
 */
public record PressCallback(long userId, String firstName, long chatId, long messageId, String data) implements Action {

    public PressCallback {
        Action.requireText(data, "data");
    }
}
