package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * How fast broadcasts send, over all the broadcasts this instance sends (one instance of a fleet sends them all):
 * never more than the rate in any sliding second, and evenly (one send every {@code 1 s / rate} at most), so that a
 * broadcast takes its share of the flood budget and leaves the rest to the bot's replies. The free rate is
 * {@code perSecond} while users are chatting (an update arrived within {@code quietAfter}), {@code idlePerSecond}
 * otherwise; a paid broadcast has a rate of its own. A send counts from when Telegram answered it ({@link #answered}), so
 * that a request held up on its way cannot bring two windows' sends closer together at Telegram's end. A 429 holds every send
 * until its {@code retry_after} ends
 * ({@link #hold}): Telegram's limits are the bot's. Thread-safe.
 */
final class BroadcastPace {

    private static final long SECOND = Duration.ofSeconds(1).toNanos();

    private final int perSecond;
    private final int idlePerSecond;
    private final int paidPerSecond;
    private final long quietAfterNanos;
    private final LongSupplier lastUpdateNanos;
    private final SendLog free;
    private final SendLog paid;
    /** Until when Telegram said to wait (a 429), as {@code nanoTime}. */
    private long heldUntil;
    private boolean held;

    /**
     * @param perSecond the free rate while users are chatting
     * @param idlePerSecond the free rate while none is
     * @param quietAfter how long after the last update users count as not chatting
     * @param paidPerSecond the paid rate
     * @param lastUpdateNanos when the last update arrived, as {@code nanoTime} (the activity the free rate follows)
     */
    BroadcastPace(int perSecond, int idlePerSecond, Duration quietAfter, int paidPerSecond,
            LongSupplier lastUpdateNanos) {
        if (perSecond < 1 || idlePerSecond < 1 || paidPerSecond < 1) {
            throw new IllegalArgumentException("broadcast rates must be at least 1 a second: " + perSecond + ", "
                    + idlePerSecond + ", " + paidPerSecond);
        }
        this.perSecond = perSecond;
        this.idlePerSecond = idlePerSecond;
        this.quietAfterNanos = quietAfter.toNanos();
        this.lastUpdateNanos = lastUpdateNanos;
        this.paidPerSecond = paidPerSecond;
        this.free = new SendLog(Math.max(perSecond, idlePerSecond));
        this.paid = new SendLog(paidPerSecond);
    }

    /**
     * Takes a send now if the rate allows it.
     *
     * @param paidSend whether it is a paid broadcast's
     * @param now {@code nanoTime}
     * @return 0 when the send was counted and may go now; otherwise how long to wait before asking again
     */
    synchronized long take(boolean paidSend, long now) {
        if (held && heldUntil - now > 0) {
            return heldUntil - now;
        }
        held = false;
        SendLog log = paidSend ? paid : free;
        int limit = paidSend ? paidPerSecond : freeRate(now);
        long wait = log.wait(limit, now);
        if (wait <= 0) {
            log.record(now);
        }
        return Math.max(0, wait);
    }

    /**
     * Moves a send's time from when it was taken to when Telegram answered it: it arrived there somewhere between the
     * two, so counting it at the answer keeps the rate as Telegram counts it, however late the request left (a wait in
     * flood control, a slow connection).
     *
     * @param paidSend whether it was a paid broadcast's
     * @param takenAt what {@link #take} was given
     * @param now {@code nanoTime}
     */
    synchronized void answered(boolean paidSend, long takenAt, long now) {
        (paidSend ? paid : free).move(takenAt, now);
    }

    /** @return the free rate now: the share while users chat, the idle rate while none does */
    synchronized int freeRate(long now) {
        long last = lastUpdateNanos.getAsLong();
        return last != 0 && now - last < quietAfterNanos ? perSecond : idlePerSecond;
    }

    /**
     * Holds every send until {@code now + wait} (Telegram's {@code retry_after}).
     *
     * @param wait how long
     * @param now {@code nanoTime}
     */
    synchronized void hold(Duration wait, long now) {
        long until = now + wait.toNanos();
        if (!held || until - heldUntil > 0) {
            heldUntil = until;
            held = true;
        }
    }

    /** The times of the last sends, newest last: enough to know the count in the last second for any limit. */
    private static final class SendLog {
        private final long[] times;
        private int size;
        private int next;
        /** When the latest send was taken (its entry in {@code times} may have moved to its answer since). */
        private long lastTaken;

        /**
         * @param rate the most sends a second it is asked about: it keeps twice as many, so that a send answered late
         *        (several in flight) is still counted when it is answered
         */
        SendLog(int rate) {
            times = new long[2 * rate];
        }

        /**
         * @return how long until a send keeps {@code limit} in every sliding second (counted at the answers) and the
         *         even spacing (counted from the last take, so that a round trip longer than the spacing costs no
         *         wait); ≤ 0: now
         */
        long wait(int limit, long now) {
            if (size == 0) {
                return 0;
            }
            long spacing = lastTaken + SECOND / limit - now;
            return Math.max(spacing, window(limit, now));
        }

        /**
         * @return how long until fewer than {@code limit} sends are in the last second, counted by their times, not
         *         their places in the log: with several in flight, answers come out of order
         */
        private long window(int limit, long now) {
            if (size < limit) {
                return 0;
            }
            long[] recent = new long[size];
            int n = 0;
            for (int k = 1; k <= size; k++) {
                long at = last(k);
                if (at + SECOND - now > 0) {
                    recent[n++] = at;
                }
            }
            if (n < limit) {
                return 0;
            }
            Arrays.sort(recent, 0, n);
            return recent[n - limit] + SECOND - now;
        }

        void record(long now) {
            lastTaken = now;
            times[next] = now;
            next = (next + 1) % times.length;
            size = Math.min(size + 1, times.length);
        }

        /** Finds a recent send taken at {@code from} and dates it {@code to}, if it is still in the log. */
        void move(long from, long to) {
            for (int k = 1; k <= size; k++) {
                int at = Math.floorMod(next - k, times.length);
                if (times[at] == from) {
                    times[at] = to;
                    return;
                }
            }
        }

        /** @return the {@code k}-th latest send, 1 for the latest */
        private long last(int k) {
            return times[Math.floorMod(next - k, times.length)];
        }
    }
}
