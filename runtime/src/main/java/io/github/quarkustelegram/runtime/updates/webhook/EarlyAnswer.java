package io.github.quarkustelegram.runtime.updates.webhook;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.updates.webhook.WebhookAdmission.Refusal;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;

/**
 * Answers written on the connection: a refusal before the body was read (with the rest of the body discarded, then
 * the connection closed), a last-resort failure, and the plain answer every path ends with.
 */
final class EarlyAnswer {

    /** How long an unread body is discarded after a rejection before the connection is closed regardless. */
    static final long LINGER_MILLIS = 2_000;

    private EarlyAnswer() {
    }

    /**
     * Answers early (the body not read). A body still coming is discarded, not buffered, and the connection closed
     * once it ended or after {@link #LINGER_MILLIS}: closing at once, with unread bytes in the socket, could reset the
     * connection before the client read the answer.
     */
    static void refuse(RoutingContext context, Refusal refusal) {
        HttpServerRequest request = context.request();
        HttpServerResponse response = context.response();
        if (response.ended()) {
            return;
        }
        boolean bodyPending = !request.isEnded();
        if (refusal.header() != null && refusal.value() != null) {
            response.putHeader(refusal.header(), refusal.value());
        }
        if (bodyPending && request.version() != HttpVersion.HTTP_2) {
            response.putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE);
        }
        respond(response, refusal.status(), refusal.message()).onComplete(done -> {
            if (bodyPending) {
                discardTheRest(context);
            }
        });
    }

    private static void discardTheRest(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.version() == HttpVersion.HTTP_2) {
            context.response().reset(); // stops this stream only
            return;
        }
        if (request.isEnded()) {
            request.connection().close();
            return;
        }
        long timer = context.vertx().setTimer(LINGER_MILLIS, t -> request.connection().close());
        DiscardBudget budget = new DiscardBudget();
        request.handler((Buffer chunk) -> {
            // discarded while the client reads the answer; a sender that keeps sending is cut off
            if (budget.exhaustedBy(chunk.length())) {
                context.vertx().cancelTimer(timer);
                request.connection().close();
            }
        });
        request.exceptionHandler(ignored -> {
        });
        request.endHandler(v -> {
            context.vertx().cancelTimer(timer);
            request.connection().close();
        });
        request.resume();
    }

    /** The last resort of a request that failed unexpectedly: an answer, whatever it was doing. */
    static void failure(RoutingContext context, int status) {
        try {
            HttpServerResponse response = context.response();
            if (!response.ended() && !response.closed()) {
                response.setStatusCode(status).end();
            }
        } catch (Throwable ignored) {
            // the connection is gone: nothing left to answer
        }
    }

    /** @return written: the status, and the message as plain text when there is one */
    static Future<Void> respond(HttpServerResponse response, int status, @Nullable String message) {
        if (response.ended() || response.closed()) {
            return Future.succeededFuture();
        }
        response.setStatusCode(status);
        if (message == null) {
            return response.end();
        }
        response.putHeader(HttpHeaders.CONTENT_TYPE, "text/plain; charset=utf-8");
        return response.end(message);
    }
}
