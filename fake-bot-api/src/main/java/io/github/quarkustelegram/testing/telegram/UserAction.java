package io.github.quarkustelegram.testing.telegram;

/**
 * What a user's action put in the bot's update queue.
 *
 * @param updateId the update's {@code update_id}
 * @param kind the update kind: {@code message}, {@code callback_query}, {@code inline_query}, ...
 * @param chatId the chat it happened in; 0 for an inline query
 * @param messageId the message the user sent, or whose button they pressed; 0 for an inline query
 * @param queryId the id of the callback query or inline query, to answer it with; null for a message
 */
public record UserAction(long updateId, String kind, long chatId, long messageId, String queryId) {
}
