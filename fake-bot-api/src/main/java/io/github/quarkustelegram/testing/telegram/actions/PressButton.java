package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Presses the callback button with this text on the bot's latest message in the chat offering it, or else on the latest
 * ephemeral message the bot sent the user there.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param buttonText the button's text
 */
public record PressButton(long userId, String firstName, long chatId, String buttonText) implements Action {

    public PressButton {
        Action.requireText(buttonText, "button_text");
    }
}
