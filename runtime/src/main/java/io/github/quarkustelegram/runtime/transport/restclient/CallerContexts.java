package io.github.quarkustelegram.runtime.transport.restclient;

import org.jspecify.annotations.Nullable;

import io.smallrye.common.vertx.VertxContext;
import io.vertx.core.Context;
import io.vertx.core.Vertx;

/**
 * The one Vert.x context that the calls from threads without one (the blocking bot's callers, an application's own
 * executor) run on, so that a call, the connection it is lent and its answer stay on one event loop.
 *
 * <p>
 * Why: Vert.x gives each plain thread a context of its own, on the next event loop (round robin), while its
 * connection pool lends any connection to any context. With several callers a call then often runs on one loop and
 * its connection on another, and Vert.x hops between the two to start the request and again to deliver the answer.
 * Four blocking callers made 11,000 calls/s that way and 34,000 on one context (CallBenchmark.fourCallers, REST
 * client, 2 cores); two contexts, one per loop, fell back to 16,000, since the pool mixes their connections again.
 * One event loop carries tens of thousands of calls a second, far above what Telegram accepts from a bot.
 *
 * <p>
 * The context is learnt from the first answer: the root of the context the REST client delivered it on (the REST
 * client does not expose its Vert.x); until then calls run as the REST client starts them. It is never made with
 * {@code getOrCreateContext()} on a caller's thread, which would leave that thread a sticky context of its own. A
 * call made on a Vert.x thread keeps its context (and its context locals).
 */
final class CallerContexts {

    private volatile @Nullable Context shared;

    /** Learns the event-loop context to share; call it where an answer is delivered. */
    void learnFromCurrentContext() {
        if (shared == null) {
            Context current = Vertx.currentContext();
            if (current != null && current.isEventLoopContext()) {
                shared = VertxContext.getRootContext(current);
            }
        }
    }

    /**
     * @return the context the current thread's calls run on, or null when it has a context of its own or none is
     *         known yet (run the call here)
     */
    @Nullable
    Context forCurrentThread() {
        Context context = shared;
        if (context == null || Vertx.currentContext() != null) {
            return null;
        }
        return context;
    }
}
