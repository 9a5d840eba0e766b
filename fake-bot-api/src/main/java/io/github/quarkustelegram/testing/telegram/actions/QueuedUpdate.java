package io.github.quarkustelegram.testing.telegram.actions;

/**
 * An update a user's {@link Action} put in the bot's queue, with the transcript step it wrote: what
 * {@code UserAction} is made of, in this JVM or on the other side of the control API.
 *
 * @param updateId the update's {@code update_id}
 * @param kind the update kind: {@code message}, {@code callback_query}, ...
 * @param chatId the chat it happened in; 0 for an inline query
 * @param messageId the message the user sent, or whose button they pressed; 0 for none
 * @param queryId the callback, inline or pre-checkout query's id; null for none
 * @param step the sequence of the transcript step the action wrote
 */
public record QueuedUpdate(long updateId, String kind, long chatId, long messageId, String queryId, long step) {
}
