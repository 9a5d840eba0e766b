package io.github.quarkustelegram.transport;

import java.util.Objects;

import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Uni;

/** Base of the decorators: forwards every call, reactive and blocking, to the transport it wraps. */
public abstract class ForwardingTransport implements TelegramTransport {

    protected final TelegramTransport delegate;

    protected ForwardingTransport(TelegramTransport delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        return delegate.execute(request);
    }

    @Override
    public <R> R call(TelegramRequest<R> request) {
        return delegate.call(request);
    }
}
