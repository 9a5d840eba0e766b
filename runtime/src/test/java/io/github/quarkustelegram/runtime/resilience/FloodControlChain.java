package io.github.quarkustelegram.runtime.resilience;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;

/** For the tests: a transport with a {@link FloodControlDecorator} around it, as the client's chain has. */
public final class FloodControlChain extends DecoratedChain {

    private final FloodControlDecorator flood;

    FloodControlChain(TelegramTransport transport, FloodControlLimits limits, ResilienceScheduler scheduler) {
        this(transport, limits, scheduler, CallListener.NONE, new LocalFloodBudget(limits));
    }

    FloodControlChain(TelegramTransport transport, FloodControlLimits limits, ResilienceScheduler scheduler,
            CallListener listener) {
        this(transport, limits, scheduler, listener, new LocalFloodBudget(limits));
    }

    public FloodControlChain(TelegramTransport transport, FloodControlLimits limits, ResilienceScheduler scheduler,
            CallListener listener, FloodBudget budget) {
        this(transport, new FloodControlDecorator(limits, scheduler, listener, budget));
    }

    private FloodControlChain(TelegramTransport transport, FloodControlDecorator flood) {
        super(transport, flood);
        this.flood = flood;
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
