package io.github.quarkustelegram.runtime.chain;

import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.EmptyUniSubscription;
import io.smallrye.mutiny.operators.AbstractUni;
import io.smallrye.mutiny.subscription.UniSubscriber;

/**
 * A transport with decorators around it, each called through its one hook for both kinds of call: a reactive
 * {@link #execute} runs the chain where it is subscribed; a blocking {@link #call} runs it on the caller's thread and
 * ends in the transport's own blocking {@link TelegramTransport#call} there, handed back to the caller by a
 * {@link BlockingCaller} when a decorator moved the chain to another thread (a retry's timer, a flood-control wait).
 */
public final class DecoratedTransport implements TelegramTransport {

    private final TransportDecorator[] decorators;
    private final TelegramTransport transport;
    /** The reactive chain's links, made once: a reactive link holds nothing of a call. */
    private final Link[] reactive;

    private DecoratedTransport(TelegramTransport transport, List<TransportDecorator> decorators) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.decorators = decorators.toArray(TransportDecorator[]::new);
        this.reactive = new Link[this.decorators.length + 1];
        for (int i = 0; i < reactive.length; i++) {
            reactive[i] = new Link(i, null);
        }
    }

    /**
     * @param transport the transport the chain ends in
     * @param decorators the decorators, outermost first
     * @return the chain; the transport itself when there is no decorator
     */
    public static TelegramTransport of(TelegramTransport transport, List<TransportDecorator> decorators) {
        return decorators.isEmpty() ? transport : new DecoratedTransport(transport, decorators);
    }

    /**
     * @param transport the transport the chain ends in
     * @param decorators the decorators, outermost first
     * @return the chain
     */
    public static TelegramTransport of(TelegramTransport transport, TransportDecorator... decorators) {
        return of(transport, List.of(decorators));
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        return reactive[0].proceed(request);
    }

    @Override
    public <R> R call(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        BlockingCaller caller = BlockingCaller.onThisThread(request.methodName());
        Uni<R> call;
        try {
            call = intercept(0, caller, request);
        } catch (RuntimeException e) {
            caller.done();
            throw e;
        }
        return caller.await(call, request.methodName());
    }

    /** The chain from one decorator inwards; for a blocking call, with the caller that waits for it. */
    private final class Link implements TransportDecorator.Chain {

        private final int index;
        private final @Nullable BlockingCaller caller;

        Link(int index, @Nullable BlockingCaller caller) {
            this.index = index;
            this.caller = caller;
        }

        @Override
        public <R> Uni<R> proceed(TelegramRequest<R> request) {
            Objects.requireNonNull(request, "request");
            if (index < decorators.length) {
                // lazy: a decorator is called when its call is subscribed, and anew for each subscription (retry)
                return new LinkCall<>(DecoratedTransport.this, index, caller, request);
            }
            return caller == null ? transport.execute(request) : caller.exchange(transport, request);
        }

        @Override
        public boolean blocking() {
            return caller != null;
        }
    }

    /** Calls the decorator at {@code index} with the links inside it; for a blocking call, with its caller. */
    private <R> Uni<R> intercept(int index, @Nullable BlockingCaller caller, TelegramRequest<R> request) {
        TransportDecorator decorator = decorators[index];
        Link inside = caller == null ? reactive[index + 1] : new Link(index + 1, caller);
        return Objects.requireNonNull(decorator.intercept(request, inside),
                () -> decorator.getClass().getName() + ".intercept returned null");
    }

    /**
     * A link's call, made when subscribed, and again at each subscription (a retry runs the decorators inside it
     * again): what {@code Uni.createFrom().deferred} does, in one object rather than a Uni and its supplier, as every
     * call makes one per decorator.
     */
    private static final class LinkCall<R> extends AbstractUni<R> {

        private final DecoratedTransport chain;
        private final int index;
        private final @Nullable BlockingCaller caller;
        private final TelegramRequest<R> request;

        LinkCall(DecoratedTransport chain, int index, @Nullable BlockingCaller caller, TelegramRequest<R> request) {
            this.chain = chain;
            this.index = index;
            this.caller = caller;
            this.request = request;
        }

        @Override
        public void subscribe(UniSubscriber<? super R> subscriber) {
            Uni<R> call;
            try {
                call = chain.intercept(index, caller, request);
            } catch (Throwable e) {
                subscriber.onSubscribe(EmptyUniSubscription.DONE);
                subscriber.onFailure(e);
                return;
            }
            AbstractUni.subscribe(call, subscriber);
        }
    }

    @Override
    public String toString() {
        return "DecoratedTransport" + List.of(decorators) + " -> " + transport;
    }
}
