package io.github.quarkustelegram.broadcasts;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * How far a broadcast got, read from its store (in a fleet: what every instance sees).
 *
 * @param id the broadcast's id
 * @param name its name
 * @param state where it is
 * @param paid whether it is a paid broadcast
 * @param total its recipients
 * @param sent the recipients sent to (migrated groups included)
 * @param unreachable the recipients who blocked the bot, deleted their account, or whose chat is gone
 * @param failed the recipients whose send failed for another reason
 * @param left the recipients without an outcome yet
 * @param perSecond recipients settled a second since it started (until it ended); 0 before any
 * @param estimatedEnd when the last recipient should be reached at that rate; null when unknown or ended
 * @param startedAt when it was started
 * @param endedAt when it ended, null before
 */
public record BroadcastProgress(String id, String name, BroadcastState state, boolean paid, long total, long sent,
        long unreachable, long failed, long left, double perSecond, @Nullable Instant estimatedEnd, Instant startedAt,
        @Nullable Instant endedAt) {

    /**
     * @param stored the broadcast as its store keeps it
     * @param now the time
     * @return its progress
     */
    public static BroadcastProgress of(StoredBroadcast stored, Instant now) {
        StoredBroadcast.Counts counts = stored.counts();
        Instant until = stored.endedAt() != null ? stored.endedAt() : now;
        double seconds = Math.max(0.001, Duration.between(stored.createdAt(), until).toMillis() / 1000.0);
        double rate = counts.settled() / seconds;
        Instant end = null;
        if (!stored.state().ended() && rate > 0 && stored.state() == BroadcastState.RUNNING) {
            end = now.plusMillis((long) (stored.left() / rate * 1000));
        }
        return new BroadcastProgress(stored.id(), stored.name(), stored.state(), stored.paid(), stored.total(),
                counts.sent(), counts.unreachable(), counts.failed(), stored.left(), rate, end, stored.createdAt(),
                stored.endedAt());
    }

    /** @return the share of the recipients with an outcome, from 0 to 1 (1 for a broadcast without recipients) */
    public double done() {
        return total == 0 ? (state.ended() ? 1 : 0) : (double) (total - left) / total;
    }

    /** @return e.g. {@code "news: 4,210 of 10,000 (42%), 213 unreachable, 0 failed, 19.8/s, running"} */
    @Override
    public String toString() {
        return String.format("%s: %,d of %,d (%d%%), %,d unreachable, %,d failed, %.1f/s, %s", name, total - left,
                total, Math.round(done() * 100), unreachable, failed, perSecond,
                state.name().toLowerCase(java.util.Locale.ROOT));
    }
}
