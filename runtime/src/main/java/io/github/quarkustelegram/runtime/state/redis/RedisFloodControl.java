package io.github.quarkustelegram.runtime.state.redis;

import jakarta.inject.Inject;

import io.github.quarkustelegram.hooks.TransportDecorator;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.runtime.resilience.FloodBudget;
import io.github.quarkustelegram.runtime.state.SharedState;
import io.github.quarkustelegram.transport.TelegramTransport;

/**
 * Hands the shared flood-control budget to the clients the extension builds: a {@link TransportDecorator} bean that
 * adds no decorator ({@link #decorate} returns the chain as it is) but is a {@link FloodBudget.Source}, which the
 * client's chain asks for the budget of its built-in flood control (as it asks the telemetry decorators for their
 * call events). A bean only with {@code quarkus.telegram.state.store=redis}, registered beside
 * {@link RedisSharedState}.
 */
public class RedisFloodControl implements TransportDecorator, FloodBudget.Source {

    private final SharedState shared;

    @Inject
    RedisFloodControl(SharedState shared) {
        this.shared = shared;
    }

    @Override
    public TelegramTransport decorate(TelegramTransport next) {
        return next;
    }

    @Override
    public FloodBudget budget(FloodControlLimits limits) {
        return shared.floodBudget(limits);
    }
}
