package io.github.quarkustelegram.runtime.resilience;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;

/** For the tests: a transport with one decorator around it, as the client's chain has, made once. */
abstract class DecoratedChain implements TelegramTransport {

    private final TelegramTransport chain;

    DecoratedChain(TelegramTransport transport, TransportDecorator decorator) {
        this.chain = DecoratedTransport.of(transport, decorator);
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
