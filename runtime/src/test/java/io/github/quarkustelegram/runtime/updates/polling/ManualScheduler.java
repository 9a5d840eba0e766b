package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.subscription.Cancellable;

/** A clock that moves only when the test says, and the timers it fires then, on the test's thread. */
final class ManualScheduler implements ResilienceScheduler {

    record Timer(long due, Duration delay, Runnable task, boolean[] cancelled) {
    }

    private final List<Timer> timers = new ArrayList<>();
    private long now;

    @Override
    public long nanoTime() {
        return now;
    }

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        Timer timer = new Timer(now + delay.toNanos(), delay, task, new boolean[1]);
        timers.add(timer);
        return () -> timer.cancelled()[0] = true;
    }

    /** @return the delays of the timers armed and not cancelled nor fired, in the order armed */
    List<Duration> pending() {
        return timers.stream().filter(t -> !t.cancelled()[0]).map(Timer::delay).toList();
    }

    /** Moves the clock, firing what falls due, in order. */
    void advance(Duration duration) {
        long target = now + duration.toNanos();
        while (true) {
            Timer next = timers.stream().filter(t -> !t.cancelled()[0] && t.due() <= target)
                    .min(Comparator.comparingLong(Timer::due)).orElse(null);
            if (next == null) {
                break;
            }
            timers.remove(next);
            now = Math.max(now, next.due());
            next.task().run();
        }
        now = target;
    }
}
