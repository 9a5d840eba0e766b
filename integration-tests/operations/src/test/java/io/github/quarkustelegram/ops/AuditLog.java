package io.github.quarkustelegram.ops;

// tag::audit[]
import jakarta.annotation.Priority;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;

/** One line per Bot API call: the method, how it ended, how long it took (retries and flood-control waits included). */
@Singleton
@Priority(TransportDecorator.LOGGING + 10) // inside the built-in logging, outside retry: each call once
public class AuditLog implements TransportDecorator {

    private static final Logger LOG = Logger.getLogger("audit");

    @Override // one method for blocking and reactive calls alike
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        long start = System.nanoTime();
        return chain.proceed(request).onItemOrFailure().invoke((result, failure) -> audit(request, failure, start));
    }

    private static void audit(TelegramRequest<?> request, Throwable failure, long start) {
        // the method name only: a request's content may hold what a user wrote
        LOG.infof("%s %s in %d ms", request.methodName(), failure == null ? "ok" : failure.getClass().getSimpleName(),
                (System.nanoTime() - start) / 1_000_000);
    }
}
// end::audit[]
