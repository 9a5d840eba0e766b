package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import io.github.quarkustelegram.resilience.ResilienceScheduler;

/**
 * A stop waiting for the updates being handled: what the caller of {@code stop()} waits on, and the drain timeout
 * after which the rest is cancelled. Made when a stop finds updates in flight, dropped when the stop ends.
 */
final class StopDrain {

    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private final PendingStep timeout = new PendingStep(-1);

    /**
     * @param scheduler the timers
     * @param drainTimeout how long the updates in flight may take
     * @param timedOut runs when they took longer
     */
    StopDrain(ResilienceScheduler scheduler, Duration drainTimeout, Runnable timedOut) {
        timeout.set(scheduler.schedule(drainTimeout, timedOut));
    }

    /** @return completes when the stop ended */
    CompletionStage<Void> stage() {
        return done.minimalCompletionStage();
    }

    /** @return the future to complete once the loop's lock is released: the stop ended */
    CompletableFuture<Void> end() {
        timeout.cancel();
        return done;
    }
}
