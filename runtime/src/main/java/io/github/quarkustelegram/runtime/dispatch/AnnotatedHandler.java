package io.github.quarkustelegram.runtime.dispatch;

import java.util.Arrays;
import java.util.concurrent.Executor;

import jakarta.enterprise.invoke.Invoker;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.runtime.hooks.Listeners;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.sessions.HandlerSessions;
import io.smallrye.mutiny.Uni;

/**
 * An annotated handler method, called through the CDI invoker the build generated for it (no reflection). The invoker
 * is given the update's context in every position and makes each argument from it with the method the build chose
 * for that parameter (an argument transformer compiled into the invoker, so nothing is chosen per update). What the
 * method returns is sent as its return type says ({@link ResultDelivery}, chosen at build time): a {@code Uni} is
 * awaited, a request executed, a text or a {@code Reply} sent where the update came from.
 *
 * <p>
 * A method with session parameters has {@link HandlerSessions}: they are loaded before it runs (the invoker gets each
 * in its position instead of the context), and written after its result completed; not when it failed.
 */
final class AnnotatedHandler implements UpdateHandler {

    private final Invoker<Object, Object> invoker;
    private final int parameters;
    private final boolean blocking;
    private final Executor worker;
    private final @Nullable HandlerSessions sessions;
    /** What its return type makes of its result, chosen when the handler was made. */
    private final ResultDelivery delivery;
    /** The middleware its class's {@code @Router} names, null for none. */
    private final @Nullable MiddlewareChain classMiddleware;

    /**
     * @param invoker the method's invoker, looking its bean up
     * @param parameters how many parameters the method has
     * @param blocking whether it runs on {@code worker}
     * @param worker where blocking methods run
     * @param delivery how its results are sent, from its return type
     */
    AnnotatedHandler(Invoker<Object, Object> invoker, int parameters, boolean blocking, Executor worker,
            ResultDelivery delivery) {
        this(invoker, parameters, blocking, worker, null, delivery, null);
    }

    /**
     * @param sessions its session parameters, null when it has none
     * @param classMiddleware the middleware of its class, null for none
     */
    AnnotatedHandler(Invoker<Object, Object> invoker, int parameters, boolean blocking, Executor worker,
            @Nullable HandlerSessions sessions, ResultDelivery delivery, @Nullable MiddlewareChain classMiddleware) {
        this.invoker = invoker;
        this.parameters = parameters;
        this.blocking = blocking;
        this.worker = worker;
        this.sessions = sessions;
        this.delivery = delivery;
        this.classMiddleware = classMiddleware;
    }

    /**
     * The dispatcher runs an annotated handler with its own context ({@link #handle(UpdateContext, DispatchContext)}),
     * not through this method, whose public context does not give the arguments' internals without a cast.
     */
    @Override
    public Uni<Void> handle(UpdateContext update) {
        return Uni.createFrom().failure(new UnsupportedOperationException("An annotated handler is run by the "
                + "dispatcher, with the update's own context"));
    }

    /**
     * @param passed the context the middleware around passed on: what this handler's class middleware see
     * @param context the dispatcher's own context of the same update: what the method's arguments are made from
     * @return the handling
     */
    Uni<Void> handle(UpdateContext passed, DispatchContext context) {
        MiddlewareChain middleware = classMiddleware;
        return middleware == null ? handleHere(context) : middleware.around(passed, ignored -> handleHere(context));
    }

    private Uni<Void> handleHere(DispatchContext context) {
        HandlerSessions own = sessions;
        if (own == null) {
            return invokeAndDeliver(context, null);
        }
        return own.load(context).chain(loaded -> invokeAndDeliver(context, loaded).chain(loaded::save));
    }

    private Uni<Void> invokeAndDeliver(DispatchContext context, HandlerSessions.@Nullable Loaded loaded) {
        if (!blocking) {
            // on the routing thread, where the handler's Uni is subscribed at once: called now, no Uni to defer it
            Object result;
            try {
                result = invoke(context, loaded);
            } catch (Throwable e) {
                return Uni.createFrom().failure(e);
            }
            return delivery.deliver(result, context);
        }
        if (context.observer() != null) {
            // on the worker: a request the method returns is sent from there, in the update's context
            return call(context, loaded).onItem()
                    .transformToUni(result -> Listeners.subscribedIn(context.observer(), delivery.deliver(result, context)));
        }
        return call(context, loaded).onItem().transformToUni(result -> delivery.deliver(result, context));
    }

    /** As a conversation step: the {@link Transition} it returns, or a {@code Uni} of one; nothing stays. */
    Uni<Transition> transition(DispatchContext context) {
        HandlerSessions own = sessions;
        if (own == null) {
            return transition(context, null);
        }
        return own.load(context)
                .chain(loaded -> transition(context, loaded).call(loaded::save));
    }

    private Uni<Transition> transition(DispatchContext context, HandlerSessions.@Nullable Loaded loaded) {
        return call(context, loaded).onItem().transformToUni(result -> result instanceof Uni<?> uni ? uni.map(item -> item)
                : Uni.createFrom().item(result))
                .onItem().transform(result -> result instanceof Transition transition ? transition : Transition.stay());
    }

    private Uni<@Nullable Object> call(DispatchContext context, HandlerSessions.@Nullable Loaded loaded) {
        if (!blocking) {
            return Uni.createFrom().item(() -> invoke(context, loaded));
        }
        return Uni.createFrom().item(() -> invokeOnWorker(context, loaded)).runSubscriptionOn(worker);
    }

    /**
     * A blocking method on its worker thread: inside the update's context (the listeners'), and marked as running,
     * so that one still running past its deadline (it ignored the cancellation) is reported by the liveness check.
     */
    private @Nullable Object invokeOnWorker(DispatchContext context, HandlerSessions.@Nullable Loaded loaded) {
        UpdateObserver observer = context.observer();
        context.invoking(true);
        try (UpdateObserver.Scope scope = Listeners.enter(observer)) {
            return invoke(context, loaded);
        } finally {
            context.invoking(false);
        }
    }

    private @Nullable Object invoke(DispatchContext context, HandlerSessions.@Nullable Loaded loaded) {
        Object[] arguments = new Object[parameters];
        Arrays.fill(arguments, context);
        if (loaded != null) {
            loaded.fill(arguments);
            context.loadedSessions(loaded);
        }
        try {
            return invoker.invoke(null, arguments);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new HandlerInvocationException(context.handlerName(), e);
        }
    }

    /** A checked exception thrown by a handler method. */
    static final class HandlerInvocationException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        HandlerInvocationException(String handler, Exception cause) {
            super("Handler " + handler + " threw " + cause, cause);
        }
    }
}
