package io.github.quarkustelegram.ops;

// tag::audit[]
import jakarta.annotation.Priority;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.hooks.TransportDecorator;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.ForwardingTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/** One line per Bot API call: the method, how it ended, how long it took (retries and flood-control waits included). */
@Singleton
@Priority(TransportDecorator.LOGGING + 10) // inside the built-in logging, outside retry: each call once
public class AuditLog implements TransportDecorator {

    private static final Logger LOG = Logger.getLogger("audit");

    @Override
    public TelegramTransport decorate(TelegramTransport next) {
        return new ForwardingTransport(next) {
            @Override
            public <R> Uni<R> execute(TelegramRequest<R> request) {
                return Uni.createFrom().deferred(() -> {
                    long start = System.nanoTime();
                    return delegate.execute(request)
                            .onItemOrFailure().invoke((item, failure) -> audit(request, failure, start));
                });
            }

            @Override
            public <R> R call(TelegramRequest<R> request) {
                long start = System.nanoTime();
                try {
                    R result = delegate.call(request);
                    audit(request, null, start);
                    return result;
                } catch (RuntimeException e) {
                    audit(request, e, start);
                    throw e;
                }
            }
        };
    }

    private static void audit(TelegramRequest<?> request, Throwable failure, long start) {
        // the method name only: a request's content may hold what a user wrote
        LOG.infof("%s %s in %d ms", request.methodName(), failure == null ? "ok" : failure.getClass().getSimpleName(),
                (System.nanoTime() - start) / 1_000_000);
    }
}
// end::audit[]
