package io.github.quarkustelegram.runtime.timer;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.netty.util.HashedWheelTimer;
import io.netty.util.Timeout;
import io.netty.util.TimerTask;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * The JVM's one timer: one Netty {@link HashedWheelTimer} (one daemon thread, ticking every {@value #TICK_MILLIS} ms)
 * shared by everything of the JVM that keeps time, started when the first user {@linkplain #open() opens} a share of
 * it and stopped when the last one closes its share. It keeps the calls' deadlines (the transports), the handlers'
 * (the dispatcher) and the webhook's, and it is the {@link ResilienceScheduler} of retry and flood control when a
 * standalone {@code TelegramClient} is given none: it starts no thread that would outlive the client (Mutiny's
 * default pool keeps a thread that stops the JVM from exiting); those tasks run on it up to one tick late, never
 * early.
 *
 * <p>
 * Why a wheel: a call arms its deadline when it starts and cancels it when it ends, thousands of times a second,
 * and almost none fire. Arming is a queue offer and cancelling a flag; a cancelled deadline leaves the wheel at its
 * next tick, so a finished call's deadline never outlives it (a {@code ScheduledThreadPoolExecutor} keeps a cancelled
 * task queued until its time: 75 s of them at full speed). A deadline fires up to one tick late, which is nothing
 * next to a read timeout.
 *
 * <p>
 * Tasks run on the timer's thread. A deadline's must only flag and close (a connection, a request), never run a
 * caller's code; what the closing causes is reported on the thread that owns the call. The tasks given to it as a
 * {@link ResilienceScheduler} run there too: retry and flood control start their next attempt from it, as that
 * interface allows.
 */
public final class TimerWheel implements ResilienceScheduler, AutoCloseable {

    static final long TICK_MILLIS = 10;
    private static final Object LOCK = new Object();
    private static @Nullable HashedWheelTimer shared;
    private static int users;

    private final HashedWheelTimer timer;
    private boolean closed;

    private TimerWheel(HashedWheelTimer timer) {
        this.timer = timer;
    }

    /** @return a share of the JVM's timer, for one user (a transport, a client, a dispatcher); close it with the user */
    public static TimerWheel open() {
        synchronized (LOCK) {
            if (shared == null) {
                shared = new HashedWheelTimer(new DefaultThreadFactory("quarkus-telegram-deadlines", true),
                        TICK_MILLIS, TimeUnit.MILLISECONDS, 512, false);
            }
            users++;
            return new TimerWheel(shared);
        }
    }

    /**
     * @param nanos how long from now
     * @param task what to do then, unless cancelled first
     * @return the deadline: {@link Timeout#cancel()} it when the call ends
     * @throws IllegalStateException when the wheel has stopped (every share closed)
     */
    public Timeout arm(long nanos, TimerTask task) {
        return timer.newTimeout(task, Math.max(0, nanos), TimeUnit.NANOSECONDS);
    }

    /**
     * A call that fails when its deadline passes first, on this wheel (Mutiny's {@code ifNoItem} would keep a task on
     * its scheduler for the whole deadline, and a thread of its own alive). The timeout is reported from the wheel's
     * thread.
     *
     * @param call the call
     * @param deadline how long it may take
     * @param timeout the failure then; the call is cancelled
     * @param <T> its item
     * @return the call with its deadline
     */
    public <T> Uni<T> withDeadline(Uni<T> call, Duration deadline, Supplier<? extends Throwable> timeout) {
        return Uni.createFrom().emitter(emitter -> {
            AtomicBoolean ended = new AtomicBoolean();
            Cancellable[] running = new Cancellable[1];
            Timeout expiry = arm(deadline.toNanos(), expired -> {
                if (ended.compareAndSet(false, true)) {
                    Cancellable c = running[0];
                    if (c != null) {
                        c.cancel();
                    }
                    emitter.fail(timeout.get());
                }
            });
            emitter.onTermination(() -> {
                if (ended.compareAndSet(false, true)) {
                    Cancellable c = running[0];
                    if (c != null) {
                        c.cancel(); // cancelled by the subscriber
                    }
                }
                expiry.cancel();
            });
            running[0] = call.subscribe().with(item -> {
                if (ended.compareAndSet(false, true)) {
                    expiry.cancel();
                    emitter.complete(item);
                }
            }, failure -> {
                if (ended.compareAndSet(false, true)) {
                    expiry.cancel();
                    emitter.fail(failure);
                }
            });
            if (ended.get()) {
                running[0].cancel(); // the deadline passed before the call was running: it found nothing to cancel
            }
        });
    }

    /** As a {@link ResilienceScheduler}: the time of {@link System#nanoTime()}. */
    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    /** As a {@link ResilienceScheduler}: the task runs on the wheel's thread, up to one tick late, never early. */
    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        Timeout timeout = arm(delay.toNanos(), expired -> task.run());
        return timeout::cancel;
    }

    /** Lets go of the shared timer; the last share to close stops its thread. Idempotent. */
    @Override
    public void close() {
        synchronized (LOCK) {
            if (closed) {
                return;
            }
            closed = true;
            if (--users == 0 && shared != null) {
                shared.stop();
                shared = null;
            }
        }
    }

    /** @return how many deadlines the wheel holds, cancelled ones not yet swept included (for tests) */
    long pending() {
        return timer.pendingTimeouts();
    }

    @Override
    public String toString() {
        return "ResilienceScheduler[deadline wheel]";
    }

    /** @return how many opened shares are not closed yet (for tests) */
    static int users() {
        synchronized (LOCK) {
            return users;
        }
    }

    /** @return whether the shared timer's thread is running (for tests) */
    static boolean running() {
        synchronized (LOCK) {
            return shared != null;
        }
    }
}
