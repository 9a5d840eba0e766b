package io.github.quarkustelegram.dispatch;

import io.smallrye.mutiny.Uni;

/**
 * Code around every handler: logging, metrics, authorisation, a transaction... A middleware is a CDI bean of this
 * type; middlewares nest by {@link #order()} (lowest outermost), each calling {@link Next#proceed()} to go on, or not
 * to stop the update there (it then counts as handled). They run after the handler was chosen, so
 * {@link UpdateContext#handlerName()} is known; updates no handler takes do not reach them.
 */
@FunctionalInterface
public interface UpdateMiddleware {

    /**
     * @param update the update and its chosen handler
     * @param next the rest of the chain, the handler last
     * @return completes when this middleware is done with the update
     */
    Uni<Void> around(UpdateContext update, Next next);

    /** @return where this middleware sits: lower runs outside higher; equal orders keep an unspecified order */
    default int order() {
        return 0;
    }

    /** The rest of the chain. */
    @FunctionalInterface
    interface Next {

        /** @return the next middleware's or the handler's outcome */
        Uni<Void> proceed();
    }
}
