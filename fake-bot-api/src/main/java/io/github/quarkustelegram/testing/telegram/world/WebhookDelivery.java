package io.github.quarkustelegram.testing.telegram.world;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;

/**
 * Delivers the pending updates to the webhook as Telegram's Bot API server does: one POST per update, JSON, with the
 * {@code X-Telegram-Bot-Api-Secret-Token} header when a secret was set. The updates of one chat go one at a time and
 * in order; those of different chats in parallel, up to the {@code max_connections} of setWebhook (40 by default).
 * A 2xx confirms the update; anything else (or no answer) keeps it pending, and its chat waits before it is sent
 * again, while the other chats go on: the answer's {@code Retry-After} when it has one, else {@code retryDelay},
 * doubled on each further failure of that update up to {@link UpdateQueue#MAX_RETRY_DELAY} (Telegram resends at once
 * the first time, then after 2, 4, 8 ... seconds). An update is delivered at least once. A 2xx answer may carry a method
 * call ({@code {"method":"sendMessage",...}}), which is made as if the bot had called it.
 *
 * <p>
 * A chaos plan with lost webhook answers takes some 2xx answers as lost (their method call with them), so the update
 * goes again, though the bot had it: {@code loseAnswer} draws whether this one is.
 */
public final class WebhookDelivery implements AutoCloseable {

    static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    private static final Duration POST_TIMEOUT = Duration.ofSeconds(30);

    private final Vertx vertx;
    private final UpdateQueue queue;
    private final Duration retryDelay;
    private final Consumer<ObjectNode> methodInAnswer;
    private final HttpClient client;
    private final BooleanSupplier loseAnswer;
    private volatile boolean closed;

    public WebhookDelivery(Vertx vertx, UpdateQueue queue, Duration retryDelay, Consumer<ObjectNode> methodInAnswer,
            BooleanSupplier loseAnswer) {
        this.vertx = vertx;
        this.loseAnswer = loseAnswer;
        this.queue = queue;
        this.retryDelay = retryDelay;
        this.methodInAnswer = methodInAnswer;
        this.client = vertx.createHttpClient(new HttpClientOptions().setMaxPoolSize(100)
                .setConnectTimeout((int) POST_TIMEOUT.toMillis()));
        queue.onWebhookWork(this::kick);
    }

    /** Sends every pending update that may go now: one per chat, up to max_connections in flight. */
    void kick() {
        while (!closed) {
            UpdateQueue.Delivery next = queue.nextDelivery();
            if (next == null) {
                return;
            }
            post(next);
        }
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
                        response.statusMessage(), response.getHeader("Retry-After"), answer)))
                .onComplete(result -> {
                    if (result.succeeded() && result.result().status / 100 == 2 && loseAnswer.getAsBoolean()) {
                        // the chaos plan: the answer was lost on its way back, the update goes again
                        failed(delivery, "Connection reset by peer (the answer was lost)", 0);
                    } else if (result.succeeded() && result.result().status / 100 == 2) {
                        queue.delivered(delivery);
                        runMethodIn(result.result().body);
                        kick();
                    } else if (result.succeeded()) {
                        failed(delivery, "Wrong response from the webhook: " + result.result().status + " "
                                + result.result().statusMessage, seconds(result.result().retryAfter));
                    } else {
                        failed(delivery, "Connection refused or failed: " + result.cause().getMessage(), 0);
                    }
                });
    }

    private record Answer(int status, String statusMessage, String retryAfter, Buffer body) {
    }

    private void failed(UpdateQueue.Delivery delivery, String error, long retryAfterSeconds) {
        Duration wait = queue.failed(delivery, error, retryAfterSeconds, retryDelay);
        if (!closed) {
            vertx.setTimer(Math.max(1, wait.toMillis()), t -> kick());
        }
        kick(); // the other chats go on
    }

    private static long seconds(String retryAfter) {
        if (retryAfter == null) {
            return 0;
        }
        try {
            return Math.max(0, Long.parseLong(retryAfter.strip()));
        } catch (NumberFormatException e) {
            return 0; // an HTTP date: Telegram reads only seconds
        }
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

    @Override
    public void close() {
        closed = true;
        client.close();
    }
}
