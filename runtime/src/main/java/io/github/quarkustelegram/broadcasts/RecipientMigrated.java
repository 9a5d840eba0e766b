package io.github.quarkustelegram.broadcasts;

/**
 * A CDI event: a broadcast's recipient was a group that became a supergroup; the message went to the supergroup's id
 * ({@code migrate_to_chat_id}). Observe it to keep the new id in place of the old one.
 *
 * @param broadcastId the broadcast's id
 * @param broadcastName its name
 * @param fromChatId the group's old id, as the broadcast had it
 * @param toChatId the supergroup's id
 */
public record RecipientMigrated(String broadcastId, String broadcastName, long fromChatId, long toChatId) {
}
