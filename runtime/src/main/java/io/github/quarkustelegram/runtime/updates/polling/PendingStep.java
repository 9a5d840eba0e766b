package io.github.quarkustelegram.runtime.updates.polling;

import org.jspecify.annotations.Nullable;

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
