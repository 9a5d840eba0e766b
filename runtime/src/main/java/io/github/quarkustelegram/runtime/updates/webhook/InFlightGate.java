package io.github.quarkustelegram.runtime.updates.webhook;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The requests being read or handled, and the drain that waits for them. A request enters before the draining check,
 * so that a drain either sees it or it sees the drain. Thread-safe.
 */
final class InFlightGate {

    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile boolean draining;
    private final CompletableFuture<Void> drained = new CompletableFuture<>();

    /** @return how many are in flight, this one included */
    int enter() {
        return inFlight.incrementAndGet();
    }

    /** One request finished: its answer is written and its handling ended (or it never began). */
    void exit() {
        if (inFlight.decrementAndGet() == 0 && draining) {
            drained.complete(null);
        }
    }

    int inFlight() {
        return inFlight.get();
    }

    boolean draining() {
        return draining;
    }

    /** Irreversible. @return completes once nothing is in flight */
    CompletableFuture<Void> drain() {
        draining = true;
        if (inFlight.get() == 0) {
            drained.complete(null);
        }
        return drained;
    }
}
