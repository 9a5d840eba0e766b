package io.github.quarkustelegram.runtime.updates.webhook;

/**
 * How much of a refused request's body is discarded while the client reads the answer: up to
 * {@link #MAX_DISCARDED_BYTES}; a sender that keeps sending past it is cut off.
 */
final class DiscardBudget {

    /** How much of an unread body is discarded after a rejection before the connection is closed regardless. */
    static final long MAX_DISCARDED_BYTES = 1024 * 1024;

    private long discarded;

    /** @return whether these bytes took the discarded total past the budget: close the connection */
    boolean exhaustedBy(int bytes) {
        discarded += bytes;
        return discarded > MAX_DISCARDED_BYTES;
    }
}
