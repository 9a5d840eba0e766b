package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationEngine;
import io.github.quarkustelegram.runtime.hooks.Listeners;
import io.smallrye.mutiny.Uni;

/**
 * The dispatch of an update that may wait, as one {@code Uni}: an active conversation's step first (its store answers
 * later), else the first matching route; then the handler inside the middleware, a failure going to the error hook.
 * The {@link UpdateJob} takes this path when the update may wait before its handler is known (the dispatcher has
 * conversations, or the text is a {@code /command@name}, which needs this bot's name), and its synchronous path
 * otherwise; both choose the same handler.
 */
final class SlowPath {

    private final RouteTable routes;
    private final ConversationEngine<DispatchContext> conversations;
    private final MiddlewareChain middleware;
    private final FailureHandling failures;

    SlowPath(RouteTable routes, ConversationEngine<DispatchContext> conversations, MiddlewareChain middleware,
            FailureHandling failures) {
        this.routes = routes;
        this.conversations = conversations;
        this.middleware = middleware;
        this.failures = failures;
    }

    /**
     * The conversations (whose store answers later) and the routes, then the handler. Routing that fails (the
     * conversation store unreachable) fails the update, not counted as handled: no handler saw it, so it is not a
     * "poison" update for the error hook, and the receiver has it delivered again once the store answers.
     */
    Uni<Void> routeThenHandle(DispatchContext ctx) {
        return route(ctx)
                .onFailure().transform(failure -> {
                    ctx.chosen("routing", null, null, null);
                    ctx.outcome(UpdateOutcome.FAILED, failure);
                    return new IllegalStateException("Update " + ctx.update().updateId() + " could not be routed ("
                            + failure + "): not handled, to be delivered again", failure);
                })
                .onItem().transformToUni(handler -> handler == null ? Uni.createFrom().voidItem()
                        : entered(ctx, handle(ctx, handler)));
    }

    /** @return the chosen handler, with the context filled; null when no handler takes the update */
    private Uni<@Nullable UpdateHandler> route(DispatchContext context) {
        Uni<ConversationEngine.@Nullable Chosen<DispatchContext>> conversation = conversations.isEmpty()
                ? Uni.createFrom().nullItem()
                : Uni.createFrom().deferred(() -> conversations.choose(context));
        return conversation.onItem().transform(chosen -> {
            if (chosen != null) {
                context.chosen(chosen.name(), null, null, chosen.state());
                Listeners.handlerChosen(context.observer(), context);
                return (UpdateHandler) ctx -> conversations.run(chosen, context);
            }
            Route route = routes.find(context);
            if (route == null) {
                UpdateJob.noHandler(context);
                return null;
            }
            Listeners.handlerChosen(context.observer(), context);
            return UpdateJob.handler(route, context);
        });
    }

    /** Runs {@code handler} inside the middleware; a failure goes to the error hook. */
    private Uni<Void> handle(DispatchContext context, UpdateHandler handler) {
        return middleware.around(context, handler).onFailure().recoverWithUni(failure -> Uni.createFrom()
                .deferred(() -> failures.onError(context.outcome(UpdateOutcome.FAILED, failure), failure))
                .onFailure().transform(hookFailure -> {
                    if (hookFailure != failure) {
                        hookFailure.addSuppressed(failure);
                    }
                    return hookFailure;
                }));
    }

    /** The handler's {@code Uni}, subscribed inside the update's context (the slow path, which hops threads). */
    private static Uni<Void> entered(DispatchContext context, Uni<Void> handling) {
        return Listeners.subscribedIn(context.observer(), handling);
    }
}
