package io.github.quarkustelegram.runtime.transport;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import javax.net.ssl.SSLHandshakeException;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramNetworkException;

/**
 * Says what a failure of an HTTP client means for a Bot API call: whether it is a network failure at all, whether the
 * request may have reached Telegram, whether it was a timeout. Shared by the transports.
 *
 * <ul>
 * <li><b>Never reached</b>: the connection could not be opened (refused, no route, unknown host, connect timeout)
 * or its TLS handshake failed: no byte of the request was sent.</li>
 * <li><b>May have reached</b>: everything after that (reset, closed, read timeout), since the request, or part of
 * it, may have been written and acted on.</li>
 * </ul>
 */
public final class NetworkFailures {

    private NetworkFailures() {
    }

    /**
     * @param methodName the Bot API method
     * @param failure what the HTTP client failed with
     * @param redactor redacts the token from the message and the cause
     * @return the network exception, or null when the failure is not a network failure
     */
    public static @Nullable TelegramNetworkException classify(String methodName, Throwable failure,
            TokenRedactor redactor) {
        Throwable cause = unwrap(failure);
        boolean connectTimeout = cause instanceof io.netty.channel.ConnectTimeoutException;
        if (cause instanceof ConnectException || cause instanceof UnknownHostException
                || cause instanceof NoRouteToHostException || cause instanceof SSLHandshakeException) {
            String what = connectTimeout ? "timed out opening the connection"
                    : cause instanceof UnknownHostException ? "the server's host name did not resolve"
                            : cause instanceof SSLHandshakeException ? "the TLS handshake failed"
                                    : "the connection could not be opened";
            return new TelegramNetworkException(methodName, what + " (the request was not sent): "
                    + describe(cause, redactor), false, connectTimeout, redactor.redact(cause));
        }
        if (isTimeout(cause)) {
            return new TelegramNetworkException(methodName, "no answer in time (the request may have reached "
                    + "Telegram): " + describe(cause, redactor), true, true, redactor.redact(cause));
        }
        if (cause instanceof IOException || cause instanceof io.vertx.core.VertxException) {
            return new TelegramNetworkException(methodName, "the connection failed before an answer came (the request "
                    + "may have reached Telegram): " + describe(cause, redactor), true, false, redactor.redact(cause));
        }
        return null;
    }

    /** Takes off the wrappers futures and the Jakarta REST client put around the real cause. */
    public static Throwable unwrap(Throwable failure) {
        Throwable t = failure;
        while ((t instanceof CompletionException || t instanceof ExecutionException
                || t instanceof jakarta.ws.rs.ProcessingException) && t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    private static boolean isTimeout(Throwable t) {
        if (t instanceof TimeoutException || t instanceof java.net.SocketTimeoutException
                || t instanceof io.netty.handler.timeout.TimeoutException) {
            return true;
        }
        String message = t.getMessage();
        return message != null && (message.contains("timeout period") || message.contains("Read timed out"));
    }

    private static String describe(Throwable t, TokenRedactor redactor) {
        String message = redactor.redact(t.getMessage());
        return t.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : " " + message);
    }
}
