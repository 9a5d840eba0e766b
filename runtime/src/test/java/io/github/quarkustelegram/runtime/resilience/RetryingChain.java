package io.github.quarkustelegram.runtime.resilience;

import java.util.function.DoubleSupplier;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;

/** For the tests: a transport with a {@link RetryDecorator} around it, as the client's chain has. */
final class RetryingChain extends DecoratedChain {

    RetryingChain(TelegramTransport transport, RetryPolicy policy, ResilienceScheduler scheduler) {
        super(transport, new RetryDecorator(policy, scheduler));
    }

    RetryingChain(TelegramTransport transport, RetryPolicy policy, ResilienceScheduler scheduler,
            CallListener listener) {
        super(transport, new RetryDecorator(policy, scheduler, listener));
    }

    RetryingChain(TelegramTransport transport, RetryPolicy policy, ResilienceScheduler scheduler,
            DoubleSupplier random) {
        super(transport, new RetryDecorator(policy, scheduler, random));
    }
}
