package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;

/**
 * One limit of flood control: at most {@code count} sends in any window of {@code periodNanos} (half-open, so a send
 * exactly one period after another is in a different window). A per-second limit is kept as a minimum spacing (one
 * send every {@code 1 s / rate}, rounded up, so that no window sees one more): smooth, never a burst. The per-minute
 * limit of groups is kept as the window itself, so that a group gets a few answers in a row without waiting three
 * seconds between each; both hold in any sliding window.
 *
 * @param count the sends a window may hold, at least 1
 * @param periodNanos the window's length
 */
public record FloodRate(int count, long periodNanos) {

    private static final long SECOND = Duration.ofSeconds(1).toNanos();

    /** Checks the components. */
    public FloodRate {
        if (count < 1 || periodNanos < 1) {
            throw new IllegalArgumentException("count and period must be positive: " + count + ", " + periodNanos);
        }
    }

    /**
     * @param perSecond sends a second, more than 0
     * @return one send every {@code 1 s / perSecond}, rounded up to the nanosecond
     */
    public static FloodRate smooth(int perSecond) {
        return new FloodRate(1, ceilDiv(SECOND, perSecond));
    }

    /**
     * @param count sends a window may hold
     * @param period the window
     * @return at most {@code count} sends in any {@code period}
     */
    public static FloodRate window(int count, Duration period) {
        return new FloodRate(count, period.toNanos());
    }

    /**
     * @param instances how many share the limit, at least 1
     * @return this instance's share: the rate divided by {@code instances}, rounded down (never more than a share)
     */
    public FloodRate share(int instances) {
        if (instances <= 1) {
            return this;
        }
        if (count >= instances) {
            return new FloodRate(count / instances, periodNanos);
        }
        // fewer sends than sharers: one send a longer period, so that together they still keep the rate
        return new FloodRate(1, Math.multiplyExact(periodNanos, instances) / count + 1);
    }

    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }
}
