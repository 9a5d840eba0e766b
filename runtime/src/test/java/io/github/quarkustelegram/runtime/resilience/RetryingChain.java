package io.github.quarkustelegram.runtime.resilience;

import java.util.function.DoubleSupplier;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/** For the tests: a transport with a {@link RetryDecorator} around it, as the client's chain has. */
final class RetryingChain implements TelegramTransport {

    private final TelegramTransport chain;

    RetryingChain(TelegramTransport transport, RetryPolicy policy, ResilienceScheduler scheduler) {
        this.chain = DecoratedTransport.of(transport, new RetryDecorator(policy, scheduler));
    }

    RetryingChain(TelegramTransport transport, RetryPolicy policy, ResilienceScheduler scheduler,
            CallListener listener) {
        this.chain = DecoratedTransport.of(transport, new RetryDecorator(policy, scheduler, listener));
    }

    RetryingChain(TelegramTransport transport, RetryPolicy policy, ResilienceScheduler scheduler,
            DoubleSupplier random) {
        this.chain = DecoratedTransport.of(transport, new RetryDecorator(policy, scheduler, random));
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        return chain.execute(request);
    }

    @Override
    public <R> R call(TelegramRequest<R> request) {
        return chain.call(request);
    }
}
