package io.github.quarkustelegram.broadcasts;

/**
 * A CDI event: a broadcast could not reach a recipient, for good (the user blocked the bot or deleted their account,
 * the bot left the group, the chat is gone). Observe it to stop sending there:
 *
 * <pre>
 * void unreachable(&#64;Observes RecipientUnreachable event) {
 *     subscribers.deactivate(event.chatId());
 * }
 * </pre>
 *
 * Fired once per recipient on the instance that sent (again only if the send itself is repeated after a crash), on a
 * worker thread, before the outcome is recorded.
 *
 * @param broadcastId the broadcast's id
 * @param broadcastName its name
 * @param chatId the recipient
 * @param errorCode Telegram's error code (403, 400)
 * @param description Telegram's description, e.g. {@code "Forbidden: bot was blocked by the user"}
 */
public record RecipientUnreachable(String broadcastId, String broadcastName, long chatId, int errorCode,
        String description) {

    /** @return whether the user blocked the bot (rather than a deleted account or a chat that is gone) */
    public boolean blocked() {
        return description.contains("blocked by the user");
    }
}
