package io.github.quarkustelegram.runtime.resilience;

/**
 * The recent sends counted against one {@link FloodRate}, kept in memory: the times of the last few, so that the next
 * may go once the oldest that counts is a period old. Not thread-safe: its owner locks.
 */
final class FloodCell {

    private final long[] times;
    private int next;
    private int count;

    /** @param capacity the largest {@link FloodRate#count()} it is asked about */
    FloodCell(int capacity) {
        this.times = new long[capacity];
    }

    /** @return when one more send keeps to {@code rate}: {@code now} if at once */
    long freeAt(long now, FloodRate rate) {
        int k = Math.min(rate.count(), times.length);
        if (count < k) {
            return now;
        }
        long free = times[(next - k + times.length) % times.length] + rate.periodNanos();
        return free - now > 0 ? free : now;
    }

    void record(long now) {
        times[next] = now;
        next = (next + 1) % times.length;
        if (count < times.length) {
            count++;
        }
    }

    /** @return whether no send of the last {@code periodNanos} is remembered: forgetting the cell loses nothing */
    boolean idle(long now, long periodNanos) {
        if (count == 0) {
            return true;
        }
        long newest = times[(next + times.length - 1) % times.length];
        return now - newest >= periodNanos;
    }
}
