package io.github.quarkustelegram.runtime.resilience;

import java.util.concurrent.TimeUnit;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;

/**
 * Logs each call at DEBUG, one line when it ends: the method, how long it took, and the outcome (ok, the Bot API error
 * code and exception, a network failure, cancelled). Never the token, never the request or the result (no message
 * text, no file content). Category {@value #CATEGORY}; with DEBUG
 * off it adds nothing but a level check per call.
 *
 * <pre>
 * sendMessage ok in 84 ms
 * sendMessage failed in 61 ms: 403 ForbiddenException: Forbidden: bot was blocked by the user
 * getUpdates failed in 10003 ms: network failure, timeout (may have reached Telegram)
 * </pre>
 */
public final class LoggingDecorator implements TransportDecorator {

    /**
     * The log category: the one the guide names (the class's name when it lived with the transports), kept so that a
     * configured {@code quarkus.log.category} goes on working.
     */
    static final String CATEGORY = "io.github.quarkustelegram.runtime.transport.LoggingTransport";
    private static final Logger LOG = Logger.getLogger(CATEGORY);

    @Override
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        if (!LOG.isDebugEnabled()) {
            return chain.proceed(request);
        }
        String method = request.methodName();
        long start = System.nanoTime();
        return chain.proceed(request)
                .onItemOrFailure().invoke((item, failure) -> {
                    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                    if (failure == null) {
                        LOG.debugf("%s ok in %d ms", method, ms);
                    } else {
                        LOG.debugf("%s failed in %d ms: %s", method, ms, outcome(failure));
                    }
                })
                .onCancellation().invoke(() -> LOG.debugf("%s cancelled after %d ms", method,
                        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)));
    }

    /** The outcome of a failed call, from the exception's type and fields, never from a body. */
    static String outcome(Throwable failure) {
        if (failure instanceof TelegramApiException api) {
            return api.errorCode() + " " + api.getClass().getSimpleName() + ": " + api.description()
                    + (api.retryAfter() != null ? " (retry after " + api.retryAfter().toSeconds() + " s)" : "");
        }
        if (failure instanceof TelegramNetworkException network) {
            return "network failure" + (network.isTimeout() ? ", timeout" : "")
                    + (network.mayHaveReachedTelegram() ? " (may have reached Telegram)" : " (not sent)");
        }
        if (failure instanceof TelegramResponseException response) {
            return "unreadable answer, HTTP " + response.httpStatus();
        }
        return failure.getClass().getName();
    }
}
