package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Sends a text in a chat as a reply to one of its messages: the message's {@code reply_to_message}.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param replyToMessageId the message replied to
 * @param text the text
 */
public record SendReply(long userId, String firstName, long chatId, long replyToMessageId, String text) implements Action {

    public SendReply {
        Action.requireText(text, "text");
    }
}
