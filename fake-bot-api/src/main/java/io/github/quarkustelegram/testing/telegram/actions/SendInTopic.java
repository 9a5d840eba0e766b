package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Writes in a forum topic: a message with {@code message_thread_id} and {@code is_topic_message}.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the forum
 * @param messageThreadId the topic
 * @param text the text
 */
public record SendInTopic(long userId, String firstName, long chatId, long messageThreadId, String text) implements Action {

    public SendInTopic {
        Action.requireText(text, "text");
    }
}
