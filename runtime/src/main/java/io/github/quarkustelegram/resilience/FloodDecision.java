package io.github.quarkustelegram.resilience;

/**
 * What a {@link FloodBudget} answers: the send may go now (it was counted), or how long to wait, for the whole budget
 * (every chat waits) and for the chat's own limits (only its queue waits).
 *
 * @param allWaitNanos how long the whole budget has no room; 0 if it has
 * @param chatWaitNanos how long the chat's own limits (per chat, per group) have no room; 0 if they have
 */
public record FloodDecision(long allWaitNanos, long chatWaitNanos) {

    /** The send was counted and may go now. */
    public static final FloodDecision GO = new FloodDecision(0, 0);

    /** @return whether the send may go now */
    public boolean go() {
        return allWaitNanos <= 0 && chatWaitNanos <= 0;
    }
}
