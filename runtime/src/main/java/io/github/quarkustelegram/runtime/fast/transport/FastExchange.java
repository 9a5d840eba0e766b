package io.github.quarkustelegram.runtime.fast.transport;

import java.util.concurrent.atomic.AtomicInteger;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.transport.ResponseDecoder;
import io.netty.buffer.ByteBuf;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.vertx.core.AsyncResult;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.RequestOptions;

/**
 * One call of {@link FastTransport}: sends the encoded body, hands the decoded answer to the {@link UniEmitter}, and
 * owns the body buffer until it is released, exactly once.
 *
 * <p>Who releases the body: Vert.x 4.5 sends a Netty buffer that is not its own as an unreleasable slice
 * ({@code BufferImpl.getByteBuf()}), so Netty never releases it and it stays ours. Before it is handed to
 * {@code HttpClientRequest.end}, whoever ends the call first (failure to get a connection, cancellation) releases it;
 * once handed over, only the completion of that write does, since Netty may be reading it until then. The body's
 * state moves {@code OWNED -> SENT -> RELEASED} or {@code OWNED -> RELEASED}, by compare-and-set.
 *
 * <p>Cancellation (a timeout is one) resets the HTTP request, which closes its connection: an answer still to come
 * cannot land on a later call. A cancellation and the arrival of a connection may race; both sides write their flag
 * then read the other's (volatile), so at least one of them resets.
 */
final class FastExchange<R> {

    private static final int OWNED = 0;
    private static final int SENT = 1;
    private static final int RELEASED = 2;

    private final HttpClient client;
    private final RequestOptions target;
    private final ByteBuf body;
    private final TelegramRequest<R> request;
    private final ResponseDecoder decoder;
    private final AtomicInteger bodyState = new AtomicInteger(OWNED);
    private volatile HttpClientRequest http;
    private volatile boolean abandoned;
    private volatile boolean answered;
    private UniEmitter<? super R> emitter;

    FastExchange(HttpClient client, RequestOptions target, ByteBuf body, TelegramRequest<R> request,
            ResponseDecoder decoder) {
        this.client = client;
        this.target = target;
        this.body = body;
        this.request = request;
        this.decoder = decoder;
    }

    /** Starts the call; the emitter's termination (cancellation included) abandons it. */
    void start(UniEmitter<? super R> emitter) {
        this.emitter = emitter;
        // runs at once if the subscriber is already gone
        emitter.onTermination(this::abandon);
        if (abandoned) {
            return;
        }
        try {
            client.request(target).onComplete(this::connected);
        } catch (RuntimeException e) {
            releaseUnsent();
            emitter.fail(e);
        }
    }

    private void connected(AsyncResult<HttpClientRequest> connection) {
        if (connection.failed()) {
            releaseUnsent();
            emitter.fail(connection.cause());
            return;
        }
        HttpClientRequest sending = connection.result();
        // failures reach us through the response future; without a handler Vert.x logs them, and a timeout's
        // message quotes the path, token included
        sending.exceptionHandler(ignored -> {
        });
        http = sending;
        if (abandoned) {
            sending.reset();
            releaseUnsent();
            return;
        }
        sending.response().onComplete(this::answered);
        if (!bodyState.compareAndSet(OWNED, SENT)) {
            sending.reset();
            return;
        }
        try {
            sending.end(wrap(body)).onComplete(written -> releaseSent());
        } catch (RuntimeException e) {
            releaseSent();
            emitter.fail(e);
        }
    }

    /** The body as a Vert.x buffer over the same memory: no copy. */
    @SuppressWarnings("deprecation") // Buffer.buffer(ByteBuf): Vert.x 4's way to send a Netty buffer as it is
    private static Buffer wrap(ByteBuf body) {
        return Buffer.buffer(body);
    }

    private void answered(AsyncResult<HttpClientResponse> answer) {
        if (answer.failed()) {
            emitter.fail(answer.cause());
            return;
        }
        HttpClientResponse response = answer.result();
        response.exceptionHandler(ignored -> {
        }); // as for the request: the body future fails instead, and nothing is logged
        int status = response.statusCode();
        String retryAfter = response.getHeader("Retry-After");
        response.body().onComplete(received -> {
            if (received.failed()) {
                emitter.fail(received.cause());
                return;
            }
            answered = true;
            R result;
            try {
                // a slice of Vert.x's heap buffer, read in place
                result = decoder.decode(request, status, retryAfter, received.result().getByteBuf().nioBuffer());
            } catch (RuntimeException e) {
                emitter.fail(e);
                return;
            }
            emitter.complete(result);
        });
    }

    /** The call ended (answered, failed or cancelled): let go of what it still holds. Idempotent. */
    private void abandon() {
        abandoned = true;
        releaseUnsent();
        HttpClientRequest sending = http;
        if (sending != null && !answered) {
            sending.reset();
        }
    }

    private void releaseUnsent() {
        if (bodyState.compareAndSet(OWNED, RELEASED)) {
            body.release();
        }
    }

    private void releaseSent() {
        if (bodyState.compareAndSet(SENT, RELEASED)) {
            body.release();
        }
    }
}
