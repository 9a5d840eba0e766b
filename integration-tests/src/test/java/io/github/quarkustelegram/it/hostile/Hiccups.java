package io.github.quarkustelegram.it.hostile;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * A hiccup meter (as jHiccup): a thread that asks to wake every millisecond and records each time it woke more than
 * {@value #THRESHOLD_MILLIS} ms late. Such a stall is the whole JVM's, not one request's: a stop-the-world collection,
 * or the process starved of CPU on a loaded machine. A latency measured across a stall can be given net of it, which is
 * what the webhook itself made a request wait.
 */
final class Hiccups implements AutoCloseable {

    static final long THRESHOLD_MILLIS = 20;

    /** The stalls seen: {@link System#nanoTime()} when the wake-up was due, and when it came. */
    private final List<long[]> stalls = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private volatile boolean stop;

    Hiccups() {
        thread = new Thread(this::run, "hiccup-meter");
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    private void run() {
        long tick = TimeUnit.MILLISECONDS.toNanos(1);
        long threshold = TimeUnit.MILLISECONDS.toNanos(THRESHOLD_MILLIS);
        long last = System.nanoTime();
        while (!stop) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            if (now - last - tick > threshold) {
                stalls.add(new long[] { last + tick, now });
            }
            last = now;
        }
    }

    /** @return how long the JVM stalled between the two {@link System#nanoTime()} values, in nanoseconds */
    long stalledBetween(long fromNanos, long toNanos) {
        long total = 0;
        for (long[] stall : stalls) {
            long overlap = Math.min(toNanos, stall[1]) - Math.max(fromNanos, stall[0]);
            if (overlap > 0) {
                total += overlap;
            }
        }
        return total;
    }

    /** @return the longest stall seen, in milliseconds */
    long longestMillis() {
        return TimeUnit.NANOSECONDS.toMillis(stalls.stream().mapToLong(s -> s[1] - s[0]).max().orElse(0));
    }

    @Override
    public void close() throws InterruptedException {
        stop = true;
        thread.join(1000);
    }
}
