package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Presses the callback button with this data on an ephemeral message the user received in a group (Bot API 10.3).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the group
 * @param ephemeralMessageId the message's {@code ephemeral_message_id}
 * @param data the button's {@code callback_data}
 */
public record PressEphemeralButton(long userId, String firstName, long chatId, long ephemeralMessageId,
        String data) implements Action {

    public PressEphemeralButton {
        Action.requireText(data, "data");
    }
}
