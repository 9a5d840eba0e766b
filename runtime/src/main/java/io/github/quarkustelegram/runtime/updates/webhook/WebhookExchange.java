package io.github.quarkustelegram.runtime.updates.webhook;

import java.io.IOException;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;

/**
 * One admitted request, from its first body chunk to the hand-over of its update: reads the body into a
 * {@link BoundedBody} (413 past the cap, 408 past the read deadline), decodes it (400 when it is not an Update), then
 * gives it to a {@link Delivery}, whose answers it writes. It is the request's chunk handler and its delivery's reply,
 * and shares one {@link RequestDeadline} with the delivery.
 */
final class WebhookExchange implements Handler<Buffer>, RequestDeadline.Reading, Delivery.Reply {

    private static final Logger LOG = Logger.getLogger(WebhookIngest.LOG_CATEGORY);

    private final ExchangeParts parts;
    private final RoutingContext context;
    private final Context vertxContext;
    private final BoundedBody body;
    /** Refused, failed, timed out or ended: later events are ignored. Only touched on the request's context. */
    private boolean over;
    /** The read deadline, then the delivery's handling deadline: one timer. */
    private final RequestDeadline deadline;

    WebhookExchange(ExchangeParts parts, RoutingContext context) {
        this.parts = parts;
        this.context = context;
        this.vertxContext = context.vertx().getOrCreateContext();
        this.body = new BoundedBody(parts.maxBodyBytes());
        this.deadline = new RequestDeadline(parts.timer(), this);
    }

    /** Starts reading; from here this exchange finishes the request. */
    void read() {
        HttpServerRequest request = context.request();
        request.exceptionHandler(this::failed);
        request.handler(this);
        request.endHandler(this::ended);
        deadline.startReading(parts.readTimeoutNanos());
        request.resume(); // the router may have paused it
    }

    /** The read deadline passed (on the timer's thread): 408 on the request's context, unless it ended meanwhile. */
    @Override
    public void readDeadlinePassed() {
        vertxContext.runOnContext(v -> tooSlow());
    }

    private void tooSlow() {
        if (over) {
            return;
        }
        over = true;
        parts.gate().exit();
        LOG.debugf("Webhook request body not complete within %d ms: 408", parts.readTimeoutMillis());
        EarlyAnswer.refuse(context, WebhookAdmission.TOO_SLOW);
    }

    /** No more reading: refused, failed or not an update (the deadline is cancelled), or delivered (it is not). */
    private void stop(boolean cancelDeadline) {
        over = true;
        if (cancelDeadline) {
            deadline.cancel();
        }
    }

    @Override
    public void handle(Buffer chunk) {
        if (over) {
            return; // discarded
        }
        if (!body.append(chunk)) {
            stop(true);
            parts.gate().exit();
            EarlyAnswer.refuse(context, WebhookAdmission.TOO_LARGE);
        }
    }

    private void ended(Void ignored) {
        if (over) {
            return;
        }
        stop(false); // no more chunks expected; guards against a late exception. The delivery takes the deadline over
        try {
            deliver(body.body());
        } catch (Throwable e) { // an Error too (a decoder's StackOverflowError): answered and uncounted
            deadline.cancel();
            LOG.errorf(e, "Webhook request failed while its update was decoded or handed over");
            parts.gate().exit();
            EarlyAnswer.failure(context, 500);
        }
    }

    private void failed(Throwable e) {
        if (!over) {
            stop(true);
            LOG.debugf("Webhook request body failed: %s", e.toString());
            parts.gate().exit();
        }
    }

    private void deliver(Buffer bytes) {
        Update update;
        try {
            update = UpdateBodies.decode(bytes);
        } catch (IOException | RuntimeException e) {
            deadline.cancel();
            MalformedBodyReport.Line line = parts.malformed().report(bytes, e);
            LOG.log(line.level(), line.message());
            // counted finished once the answer is written: a drain completing before the write would let the
            // shutdown close the connection under it
            try {
                write(400, "Bad Request: not a JSON Update").onComplete(written -> parts.gate().exit());
            } catch (RuntimeException failure) {
                parts.gate().exit();
                throw failure;
            }
            return;
        }
        new Delivery(parts.rules(), update.updateId(), this, deadline).start(update);
    }

    @Override
    public Future<Void> write(int status, @Nullable String message) {
        return EarlyAnswer.respond(context.response(), status, message);
    }

    @Override
    public Future<Void> writeBusy(long retryAfterSeconds, String message) {
        HttpServerResponse response = context.response();
        if (!response.ended() && !response.closed()) {
            response.putHeader(HttpHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds));
        }
        return EarlyAnswer.respond(response, 503, message);
    }
}
