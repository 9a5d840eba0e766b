package io.github.quarkustelegram.broadcasts;

import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * A broadcast as a {@link BroadcastStore} keeps it: what it sends, and how far it got.
 *
 * @param id its id, unique in the store
 * @param name the name it was started with (for people: logs, metrics, the Dev UI)
 * @param message what is sent, in the engine's own form (opaque to the store)
 * @param paid whether it is a paid broadcast ({@code allow_paid_broadcast}, its own rate)
 * @param state where it is in its life
 * @param total how many recipients it has (so far, while {@link BroadcastState#PREPARING})
 * @param next the index of the next recipient no sender has taken yet
 * @param inFlight how many recipients a sender took without an outcome yet
 * @param counts the outcomes so far
 * @param createdAt when it was started
 * @param endedAt when it ended (done, cancelled or failed), null before
 */
public record StoredBroadcast(String id, String name, String message, boolean paid, BroadcastState state, long total,
        long next, long inFlight, Counts counts, Instant createdAt, @Nullable Instant endedAt) {

    /** Checks the components. */
    public StoredBroadcast {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(counts, "counts");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** @return how many recipients have no outcome yet (taken or not) */
    public long left() {
        return total - counts.settled();
    }

    /**
     * The outcomes of a broadcast's recipients.
     *
     * @param sent sent to (once, or {@link #again} times more)
     * @param unreachable blocked the bot, deleted, not found
     * @param failed failed for another reason
     * @param migrated of the sent, those sent to a group's new id
     * @param again how many were taken again from a sender that never settled them: the upper bound of the messages
     *        that may have been sent twice
     */
    public record Counts(long sent, long unreachable, long failed, long migrated, long again) {

        /** No outcome yet. */
        public static final Counts NONE = new Counts(0, 0, 0, 0, 0);

        /** @return recipients with an outcome */
        public long settled() {
            return sent + unreachable + failed;
        }
    }
}
