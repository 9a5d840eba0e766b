package io.github.quarkustelegram.runtime.resilience;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/** For the tests: a transport with a {@link FloodControlDecorator} around it, as the client's chain has. */
public final class FloodControlChain implements TelegramTransport {

    private final FloodControlDecorator flood;
    private final TelegramTransport chain;

    FloodControlChain(TelegramTransport transport, FloodControlLimits limits, ResilienceScheduler scheduler) {
        this(transport, limits, scheduler, CallListener.NONE, new LocalFloodBudget(limits));
    }

    FloodControlChain(TelegramTransport transport, FloodControlLimits limits, ResilienceScheduler scheduler,
            CallListener listener) {
        this(transport, limits, scheduler, listener, new LocalFloodBudget(limits));
    }

    public FloodControlChain(TelegramTransport transport, FloodControlLimits limits, ResilienceScheduler scheduler,
            CallListener listener, FloodBudget budget) {
        this.flood = new FloodControlDecorator(limits, scheduler, listener, budget);
        this.chain = DecoratedTransport.of(transport, flood);
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        return chain.execute(request);
    }

    @Override
    public <R> R call(TelegramRequest<R> request) {
        return chain.call(request);
    }

    FloodControlLimits limits() {
        return flood.limits();
    }

    public int waiting() {
        return flood.waiting();
    }

    int trackedChats() {
        return flood.trackedChats();
    }
}
