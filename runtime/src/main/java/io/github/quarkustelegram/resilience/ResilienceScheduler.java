package io.github.quarkustelegram.resilience;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * The clock and the timers of the retry and flood-control decorators. Waiting is always a timer, never a sleeping
 * thread; tests plug in a virtual clock that only moves when told to.
 *
 * <p>
 * A task runs on whatever thread the implementation fires timers on, and it may start the next Bot API call
 * from there: the timer thread must not be one that blocking code runs on exclusively, nor be blocked by it.
 */
public interface ResilienceScheduler {

    /** @return the current time of this scheduler, in nanoseconds, as {@link System#nanoTime()} (only differences count) */
    long nanoTime();

    /**
     * Runs {@code task} once after {@code delay}.
     *
     * @param delay how long to wait; zero or negative runs it as soon as possible, but never on the caller's stack
     *        (implementations may round it up to their timers' resolution)
     * @param task what to run
     * @return cancels the task if it has not started
     */
    Cancellable schedule(Duration delay, Runnable task);

    /**
     * Timers of a {@link ScheduledExecutorService}, time of {@link System#nanoTime()}.
     *
     * @param executor fires the tasks; its threads start the calls that follow a wait
     * @return the scheduler
     */
    static ResilienceScheduler of(ScheduledExecutorService executor) {
        Objects.requireNonNull(executor, "executor");
        return new ResilienceScheduler() {
            @Override
            public long nanoTime() {
                return System.nanoTime();
            }

            @Override
            public Cancellable schedule(Duration delay, Runnable task) {
                // Whole milliseconds, at least one: Quarkus's worker pool turns a schedule made on a Vert.x thread
                // into a Vert.x timer, which truncates to milliseconds and refuses anything under 1 ms.
                long millis = Math.max(1, ceilMillis(delay));
                ScheduledFuture<?> future = executor.schedule(task, millis, TimeUnit.MILLISECONDS);
                return () -> future.cancel(false);
            }

            @Override
            public String toString() {
                return "ResilienceScheduler[" + executor + "]";
            }
        };
    }

    /**
     * @param delay a delay
     * @return the delay in milliseconds, rounded up (a timer must not fire before the moment it waits for)
     */
    static long ceilMillis(Duration delay) {
        long nanos = Math.max(0, delay.toNanos());
        return nanos / 1_000_000 + (nanos % 1_000_000 == 0 ? 0 : 1);
    }

    /**
     * Timers of Mutiny's default worker pool ({@link Infrastructure#getDefaultWorkerPool()}), which Quarkus backs
     * with its own executor.
     *
     * @return the scheduler
     */
    static ResilienceScheduler system() {
        return of(Infrastructure.getDefaultWorkerPool());
    }
}
