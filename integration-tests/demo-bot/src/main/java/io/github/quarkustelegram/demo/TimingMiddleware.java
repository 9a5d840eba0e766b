package io.github.quarkustelegram.demo;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.smallrye.mutiny.Uni;

/**
 * Logs one line per handled update: its id and kind, the handler the dispatcher chose, and how long it took,
 * including the Bot API calls the handler made. A middleware runs around every handler, so no handler has to.
 */
@ApplicationScoped
public class TimingMiddleware implements UpdateMiddleware {

    private static final Logger LOG = Logger.getLogger(TimingMiddleware.class);

    // tag::middleware[]
    @Override
    public Uni<Void> around(UpdateContext update, Next next) {
        long start = System.nanoTime();
        return Uni.createFrom().deferred(next::proceed).onTermination().invoke((done, failure, cancelled) -> LOG.infof(
                "update %d (%s) -> %s %s in %d ms", update.update().updateId(), update.kind(),
                shortName(update.handlerName()), failure == null ? "done" : "failed",
                (System.nanoTime() - start) / 1_000_000));
    }
    // end::middleware[]

    /** {@code io.github.quarkustelegram.demo.GameHandlers#pressed} becomes {@code GameHandlers#pressed}. */
    private static String shortName(String handler) {
        int hash = handler.indexOf('#');
        return handler.substring(handler.lastIndexOf('.', hash < 0 ? handler.length() : hash) + 1);
    }
}
