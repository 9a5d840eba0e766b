package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;

/**
 * Delivers the pending updates to the webhook as Telegram does: one POST per update, in order, JSON, with the
 * {@code X-Telegram-Bot-Api-Secret-Token} header when a secret was set; a 2xx confirms the update, anything else (or
 * no answer) keeps it pending and it is sent again after {@code retryDelay}. A 2xx answer may carry a method call
 * ({@code {"method":"sendMessage",...}}), which is made as if the bot had called it.
 *
 * <p>One update is in flight at a time (Telegram's {@code max_connections} allows more, but in-order delivery keeps
 * a test's conversation deterministic).
 */
final class WebhookDelivery implements AutoCloseable {

    static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    private static final Duration POST_TIMEOUT = Duration.ofSeconds(30);

    private final Vertx vertx;
    private final UpdateQueue queue;
    private final Duration retryDelay;
    private final Consumer<ObjectNode> methodInAnswer;
    private final HttpClient client;
    private boolean inFlight;
    private boolean retryScheduled;
    private boolean closed;

    WebhookDelivery(Vertx vertx, UpdateQueue queue, Duration retryDelay, Consumer<ObjectNode> methodInAnswer) {
        this.vertx = vertx;
        this.queue = queue;
        this.retryDelay = retryDelay;
        this.methodInAnswer = methodInAnswer;
        this.client = vertx.createHttpClient(new HttpClientOptions().setMaxPoolSize(2)
                .setConnectTimeout((int) POST_TIMEOUT.toMillis()));
        queue.onWebhookWork(this::kick);
    }

    /** Sends the next pending update, unless one is in flight or a retry is waiting. */
    void kick() {
        UpdateQueue.Delivery next;
        synchronized (this) {
            if (closed || inFlight || retryScheduled) {
                return;
            }
            next = queue.nextDelivery();
            if (next == null) {
                return;
            }
            inFlight = true;
        }
        post(next);
    }

    private void post(UpdateQueue.Delivery delivery) {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.POST).setAbsoluteURI(delivery.url())
                .setTimeout(POST_TIMEOUT.toMillis())
                .putHeader("Content-Type", "application/json");
        if (delivery.secretToken() != null) {
            options.putHeader(SECRET_HEADER, delivery.secretToken());
        }
        Buffer body = Buffer.buffer(FakeJson.write(delivery.update()));
        client.request(options)
                .compose(request -> request.send(body))
                .compose(response -> response.body().map(answer -> new Answer(response.statusCode(),
                        response.statusMessage(), answer)))
                .onComplete(result -> {
                    if (result.succeeded() && result.result().status / 100 == 2) {
                        queue.delivered(delivery);
                        runMethodIn(result.result().body);
                        finished(false);
                    } else {
                        queue.failed(delivery, result.succeeded()
                                ? "Wrong response from the webhook: " + result.result().status + " "
                                        + result.result().statusMessage
                                : "Connection refused or failed: " + result.cause().getMessage());
                        finished(true);
                    }
                });
    }

    private record Answer(int status, String statusMessage, Buffer body) {
    }

    private void runMethodIn(Buffer answer) {
        if (answer.length() == 0) {
            return;
        }
        try {
            JsonNode json = FakeJson.parse(answer.getBytes());
            if (json.isObject() && json.path("method").isTextual()) {
                methodInAnswer.accept((ObjectNode) json);
            }
        } catch (java.io.IOException e) {
            // Telegram ignores an answer that is no method call
        }
    }

    private void finished(boolean failed) {
        synchronized (this) {
            inFlight = false;
            if (closed) {
                return;
            }
            if (failed) {
                retryScheduled = true;
                vertx.setTimer(Math.max(1, retryDelay.toMillis()), t -> {
                    synchronized (this) {
                        retryScheduled = false;
                    }
                    kick();
                });
                return;
            }
        }
        kick();
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
        }
        client.close();
    }
}
