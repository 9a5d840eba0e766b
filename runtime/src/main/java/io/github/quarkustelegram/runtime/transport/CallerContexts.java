package io.github.quarkustelegram.runtime.transport;

import java.util.concurrent.atomic.AtomicReferenceArray;

import org.jspecify.annotations.Nullable;

import io.vertx.core.Context;
import io.vertx.core.Vertx;

/**
 * The Vert.x context each call from a thread without one (the blocking bot's callers, an application's own
 * executor) runs on, so that its request, its connection and its answer stay on one event loop.
 *
 * <p>Why: Vert.x gives each plain thread a context of its own, on the next event loop (round robin), while its
 * connection pool lends any connection to any context. With several callers a call then often runs on one loop and
 * its connection on another, and Vert.x hops between the two to start the request and again to deliver the answer.
 * Four blocking callers made 11,000 calls/s that way and 18,000 pinned (CallBenchmark.fourCallers, REST client, on
 * 2 cores). A thread keeps its slot (thread id modulo the slots), so callers spread over a few loops, and each
 * loop's connections serve the calls that run on it.
 *
 * <p>The Vert.x is learnt from the first answer (the REST client does not expose its own): until then calls run
 * as the REST client starts them. A call made on a Vert.x thread keeps its context (and its context locals).
 */
final class CallerContexts {

    private final AtomicReferenceArray<Context> slots;
    private volatile @Nullable Vertx vertx;

    /** @param slots how many contexts the plain threads share (one event loop each, at most) */
    CallerContexts(int slots) {
        this.slots = new AtomicReferenceArray<>(Math.max(1, slots));
    }

    /** @return as many slots as half the processors: the other half is for the callers and the server */
    static CallerContexts forThisMachine() {
        return new CallerContexts(Runtime.getRuntime().availableProcessors() / 2);
    }

    /** @return how many contexts the plain threads share */
    int slots() {
        return slots.length();
    }

    /**
     * Learns the Vert.x the REST client runs on; call it where an answer is delivered.
     */
    void learnFromCurrentContext() {
        if (vertx == null) {
            Context current = Vertx.currentContext();
            if (current != null) {
                vertx = current.owner();
            }
        }
    }

    /**
     * @return the context the current thread's calls run on, or null when it has a context of its own or the
     *     Vert.x is not known yet (run the call here)
     */
    @Nullable
    Context forCurrentThread() {
        Vertx owner = vertx;
        if (owner == null || Vertx.currentContext() != null) {
            return null;
        }
        int slot = (int) (Thread.currentThread().getId() % slots.length());
        Context context = slots.get(slot);
        if (context == null) {
            // on a thread without a context, this makes a new event-loop context (the next loop, round robin)
            Context created = owner.getOrCreateContext();
            context = slots.compareAndSet(slot, null, created) ? created : slots.get(slot);
        }
        return context;
    }
}
