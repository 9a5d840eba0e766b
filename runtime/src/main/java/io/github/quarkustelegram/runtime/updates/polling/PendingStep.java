package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * One asynchronous step of the poll loop (a call, a handling, a wait) that may be cancelled before or after it got
 * going: a cancel that comes first is applied as soon as the step's {@link Cancellable} is known.
 */
final class PendingStep {

    /** The update the step handles; -1 for a call or a wait. */
    final int updateId;
    private @Nullable Cancellable cancellable;
    volatile boolean cancelled;

    PendingStep(int updateId) {
        this.updateId = updateId;
    }

    void set(Cancellable cancellable) {
        boolean cancelNow;
        synchronized (this) {
            this.cancellable = cancellable;
            cancelNow = cancelled;
        }
        if (cancelNow) {
            cancellable.cancel();
        }
    }

    /**
     * Makes this step a timer: after {@code delay}, {@code forget} runs under {@code lock} (the owner drops the step),
     * then {@code task} outside it, unless the step was cancelled meanwhile.
     */
    void schedule(ResilienceScheduler scheduler, Duration delay, Object lock, Runnable forget, Runnable task) {
        set(scheduler.schedule(delay, () -> {
            synchronized (lock) {
                forget.run();
                if (cancelled) {
                    return;
                }
            }
            task.run();
        }));
    }

    void cancel() {
        Cancellable c;
        synchronized (this) {
            cancelled = true;
            c = cancellable;
        }
        if (c != null) {
            c.cancel();
        }
    }

    static void cancel(@Nullable PendingStep step) {
        if (step != null) {
            step.cancel();
        }
    }
}
