package io.github.quarkustelegram.runtime.dispatch;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.smallrye.mutiny.Uni;

/**
 * The middleware around a handler, sorted once by {@link UpdateMiddleware#order()} (the lowest outermost): each one
 * gets the rest of the chain as its {@code next}, and stops the update by not calling it. A middleware or a handler
 * returning a null {@code Uni} fails the update with a message naming it.
 *
 * <p>
 * Nothing here runs for a dispatcher without middleware: the update's job calls the handler itself then (see
 * {@link #isEmpty()}), which keeps the usual update free of the {@code Uni}s made here per middleware.
 */
final class MiddlewareChain {

    private final List<UpdateMiddleware> middleware;

    /** @param middleware in any order */
    MiddlewareChain(List<UpdateMiddleware> middleware) {
        this.middleware = middleware.stream().sorted(Comparator.comparingInt(UpdateMiddleware::order)).toList();
    }

    /** @return whether there is no middleware: the handler runs alone */
    boolean isEmpty() {
        return middleware.isEmpty();
    }

    /**
     * @param context the update, its handler chosen
     * @param handler the handler, run inside the last middleware
     * @return the whole chain's {@code Uni}: lazy, nothing runs before it is subscribed
     */
    Uni<Void> around(UpdateContext context, UpdateHandler handler) {
        return chain(context, handler, 0);
    }

    private Uni<Void> chain(UpdateContext context, UpdateHandler handler, int index) {
        if (index == middleware.size()) {
            return Uni.createFrom().deferred(() -> Objects.requireNonNull(handler.handle(context),
                    () -> "handler " + context.handlerName() + " returned a null Uni"));
        }
        UpdateMiddleware current = middleware.get(index);
        return Uni.createFrom().deferred(() -> Objects.requireNonNull(
                current.around(context, () -> chain(context, handler, index + 1)),
                "middleware " + current.getClass().getName() + " returned a null Uni"));
    }
}
