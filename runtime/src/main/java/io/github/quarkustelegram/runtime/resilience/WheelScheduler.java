package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.Objects;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.transport.CallDeadlines;
import io.netty.util.Timeout;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * Retry and flood-control timers on the deadline wheel ({@link CallDeadlines}): one daemon thread shared with the
 * calls' deadlines; tasks run on it up to 10 ms late, never early. What a standalone {@code TelegramClient} uses when
 * given no scheduler: it starts no thread that would outlive the client (Mutiny's default pool keeps a thread that
 * stops the JVM from exiting).
 */
public final class WheelScheduler implements ResilienceScheduler {

    private final CallDeadlines deadlines;

    private WheelScheduler(CallDeadlines deadlines) {
        this.deadlines = deadlines;
    }

    /**
     * @param deadlines the wheel; the scheduler works while it is open
     * @return the scheduler
     */
    public static ResilienceScheduler on(CallDeadlines deadlines) {
        return new WheelScheduler(Objects.requireNonNull(deadlines, "deadlines"));
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        Timeout timeout = deadlines.arm(delay.toNanos(), expired -> task.run());
        return timeout::cancel;
    }

    @Override
    public String toString() {
        return "ResilienceScheduler[deadline wheel]";
    }
}
