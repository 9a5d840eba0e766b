package io.github.quarkustelegram.runtime.updates.webhook;

import java.time.Duration;
import java.util.function.Supplier;

import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.netty.util.Timeout;
import io.netty.util.TimerTask;
import io.smallrye.mutiny.Uni;

/**
 * The webhook's deadlines on the JVM's timer wheel, the one the transports use: arming is a queue offer and cancelling a
 * flag, so a deadline never outlives its request. The only place the webhook engine names the wheel.
 */
final class WheelDeadlines implements DeadlineTimer, AutoCloseable {

    private final TimerWheel wheel = TimerWheel.open();

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public Timeout arm(long nanos, TimerTask task) {
        return wheel.arm(nanos, task);
    }

    /** @return the Uni, failing with {@code timeout} when the deadline passes first */
    <T> Uni<T> withDeadline(Uni<T> uni, Duration deadline, Supplier<? extends Throwable> timeout) {
        return wheel.withDeadline(uni, deadline, timeout);
    }

    /** Lets go of the wheel. Idempotent. */
    @Override
    public void close() {
        wheel.close();
    }
}
