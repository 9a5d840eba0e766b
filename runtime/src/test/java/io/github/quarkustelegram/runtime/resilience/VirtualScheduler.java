package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * A {@link ResilienceScheduler} whose clock moves only when a test says so: {@link #advance} runs the timers that
 * fall due, each at its own time, on the test's thread. Not thread-safe: for single-threaded tests. Shared by the
 * resilience tests and the poll loop's.
 */
public final class VirtualScheduler implements ResilienceScheduler {

    private final PriorityQueue<Task> tasks = new PriorityQueue<>((a, b) -> a.due != b.due
            ? Long.compare(a.due, b.due)
            : Long.compare(a.seq, b.seq));
    private long now;
    private long seq;
    private int scheduled;

    @Override
    public long nanoTime() {
        return now;
    }

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        Task t = new Task(now + Math.max(0, delay.toNanos()), seq++, delay, task);
        tasks.add(t);
        scheduled++;
        return () -> tasks.remove(t);
    }

    /** Moves the clock forward by {@code duration}, running every timer due by then, in order. */
    public void advance(Duration duration) {
        long target = now + duration.toNanos();
        while (!tasks.isEmpty() && tasks.peek().due <= target) {
            Task t = tasks.poll();
            now = Math.max(now, t.due);
            t.task.run();
        }
        now = target;
    }

    /** Runs timers until none is left, or {@code limit} of virtual time has passed; returns the time it stopped. */
    Duration runUntilIdle(Duration limit) {
        long end = now + limit.toNanos();
        while (!tasks.isEmpty() && tasks.peek().due <= end) {
            Task t = tasks.poll();
            now = Math.max(now, t.due);
            t.task.run();
        }
        return elapsed();
    }

    /** @return the time since the start */
    Duration elapsed() {
        return Duration.ofNanos(now);
    }

    /** @return the timers not yet run nor cancelled */
    int pendingTimers() {
        return tasks.size();
    }

    /** @return the delays of the timers not yet run nor cancelled, in the order they were scheduled */
    public List<Duration> pendingDelays() {
        return tasks.stream().sorted(Comparator.comparingLong(Task::seq)).map(Task::delay).toList();
    }

    /** @return how many timers were ever scheduled */
    int scheduledTimers() {
        return scheduled;
    }

    private record Task(long due, long seq, Duration delay, Runnable task) {
    }
}
