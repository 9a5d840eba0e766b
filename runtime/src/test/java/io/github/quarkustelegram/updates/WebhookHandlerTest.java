package io.github.quarkustelegram.updates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.updates.WebhookOptions.AnswerMode;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;

/**
 * {@link WebhookHandler} on a real Vert.x HTTP server on 127.0.0.1, driven by real HTTP requests. The
 * {@code mount} snippet is included in the docs ({@code receiving-updates.adoc}).
 */
@Timeout(60)
class WebhookHandlerTest {

    static final String SECRET = "s3cret_Webhook-Token";
    static final String PATH = "/telegram/webhook";
    static final String MESSAGE_UPDATE = "{\"update_id\":5,\"message\":{\"message_id\":1,\"date\":0,"
            + "\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"hi\"}}";
    static final String LOGGER = WebhookHandler.class.getName();

    static Vertx vertx;
    static HttpClient client;
    HttpServer server;
    WebhookHandler handler;
    final List<Update> received = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void startVertx() {
        vertx = Vertx.vertx();
        client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stopVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.close().toCompletionStage().toCompletableFuture().join();
        }
    }

    /** A sink recording each update, then answering as told. */
    UpdateSink recording(Function<Update, Uni<Void>> then) {
        return update -> {
            received.add(update);
            return then.apply(update);
        };
    }

    UpdateSink recording() {
        return recording(u -> Uni.createFrom().voidItem());
    }

    int start(UpdateSink sink, WebhookOptions options) {
        // tag::mount[]
        WebhookHandler webhook = new WebhookHandler(sink, WebhookOptions.withSecret(SECRET)
                .withAnswerMode(AnswerMode.AFTER_HANDLING) // the default: 200 once handled
                .withMaxBodyBytes(WebhookOptions.DEFAULT_MAX_BODY_BYTES));
        Router router = Router.router(vertx);
        router.route(PATH).handler(webhook); // every method: the handler answers 405 itself
        // end::mount[]
        handler = new WebhookHandler(sink, options);
        router = Router.router(vertx);
        router.route(PATH).handler(handler);
        server = vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1")
                .toCompletionStage().toCompletableFuture().join();
        return server.actualPort();
    }

    int start(UpdateSink sink) {
        return start(sink, WebhookOptions.withSecret(SECRET));
    }

    static HttpRequest.Builder post(int port, String body) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + PATH))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    static CompletableFuture<HttpResponse<String>> sendAsync(HttpRequest.Builder request) {
        return client.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpRequest.Builder withSecret(HttpRequest.Builder request) {
        return request.header(WebhookHandler.SECRET_HEADER, SECRET);
    }

    @Test
    void rightSecretDeliversTheTypedUpdate() throws Exception {
        int port = start(recording());
        HttpResponse<String> response = send(withSecret(post(port, MESSAGE_UPDATE)));
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(received).singleElement().satisfies(update -> {
            assertThat(update.updateId()).isEqualTo(5);
            assertThat(update.message()).isNotNull();
            assertThat(update.message().text()).isEqualTo("hi");
            assertThat(update.message().chat().id()).isEqualTo(42L);
        });
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void wrongOrMissingSecretIs401AndTheSinkIsNotCalled() throws Exception {
        int port = start(recording());
        HttpResponse<String> missing = send(post(port, MESSAGE_UPDATE));
        HttpResponse<String> wrong = send(post(port, MESSAGE_UPDATE).header(WebhookHandler.SECRET_HEADER, "nope"));
        HttpResponse<String> prefix = send(post(port, MESSAGE_UPDATE)
                .header(WebhookHandler.SECRET_HEADER, SECRET.substring(0, 5)));
        HttpResponse<String> longer = send(post(port, MESSAGE_UPDATE)
                .header(WebhookHandler.SECRET_HEADER, SECRET + "x"));
        for (HttpResponse<String> response : List.of(missing, wrong, prefix, longer)) {
            assertThat(response.statusCode()).isEqualTo(401);
            assertThat(response.body()).doesNotContain(SECRET).doesNotContain(SECRET.substring(0, 5));
        }
        assertThat(received).isEmpty();
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void withoutSecretAcceptsRequestsWithoutTheHeader() throws Exception {
        int port = start(recording(), WebhookOptions.withoutSecret());
        assertThat(send(post(port, MESSAGE_UPDATE)).statusCode()).isEqualTo(200);
        assertThat(received).hasSize(1);
    }

    @Test
    void otherMethodsAre405WithAllowPost() throws Exception {
        int port = start(recording());
        HttpResponse<String> get = send(withSecret(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + PATH)).GET()));
        HttpResponse<String> put = send(withSecret(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + PATH)).PUT(
                        HttpRequest.BodyPublishers.ofString(
                                MESSAGE_UPDATE))));
        for (HttpResponse<String> response : List.of(get, put)) {
            assertThat(response.statusCode()).isEqualTo(405);
            assertThat(response.headers().firstValue("Allow")).hasValue("POST");
        }
        assertThat(received).isEmpty();
    }

    @Test
    void aBodyOverTheCapIs413() throws Exception {
        int port = start(recording(), WebhookOptions.withSecret(SECRET).withMaxBodyBytes(1024));
        String big = "{\"update_id\":1,\"pad\":\"" + "x".repeat(4000) + "\"}";
        assertThat(send(withSecret(post(port, big))).statusCode()).isEqualTo(413);
        // Exactly at the cap is fine.
        String exact = "{\"update_id\":2,\"pad\":\"" + "x".repeat(1024 - 24) + "\"}";
        assertThat(exact.length()).isEqualTo(1024);
        assertThat(send(withSecret(post(port, exact))).statusCode()).isEqualTo(200);
        assertThat(received).extracting(Update::updateId).containsExactly(2);
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void aDeclaredLengthOverTheCapIs413BeforeTheBodyIsRead() throws Exception {
        int port = start(recording());
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            // Headers only: the 10 MB body is never sent, so a server waiting for it would never answer.
            out.write(("POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + WebhookHandler.SECRET_HEADER + ": " + SECRET + "\r\nContent-Length: 10000000\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String head = readHead(socket.getInputStream());
            assertThat(head).startsWith("HTTP/1.1 413");
            assertThat(head.toLowerCase()).contains("connection: close");
        }
        assertThat(received).isEmpty();
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void aChunkedBodyGrowingPastTheCapIs413AndTheConnectionClosed() throws Exception {
        int port = start(recording(), WebhookOptions.withSecret(SECRET).withMaxBodyBytes(4096));
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + WebhookHandler.SECRET_HEADER + ": " + SECRET + "\r\nTransfer-Encoding: chunked\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = "x".repeat(1000).getBytes(StandardCharsets.US_ASCII);
            // 8 KB, twice the cap, and the body never ends: the server must neither wait for its end nor keep it.
            for (int i = 0; i < 8; i++) {
                out.write((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(chunk);
                out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
            InputStream in = socket.getInputStream();
            String head = readHead(in);
            assertThat(head).startsWith("HTTP/1.1 413");
            // Then the server closes the connection (within its linger time), though the body never ended.
            long start = System.nanoTime();
            while (in.read() != -1) {
                // the rest of the answer
            }
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
        }
        assertThat(received).isEmpty();
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void aChunkedSenderThatKeepsSendingAfterThe413IsCutOff() throws Exception {
        int port = start(recording(), WebhookOptions.withSecret(SECRET).withMaxBodyBytes(4096));
        long sent = 0;
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + WebhookHandler.SECRET_HEADER + ": " + SECRET + "\r\nTransfer-Encoding: chunked\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = ("10000\r\n" + "x".repeat(0x10000) + "\r\n").getBytes(StandardCharsets.US_ASCII);
            try {
                // up to 100 MB, as fast as the server takes them
                while (sent < 100L * 1024 * 1024) {
                    out.write(chunk);
                    sent += chunk.length;
                }
            } catch (IOException closedUnderUs) {
                // what should happen: the server stopped reading and closed the connection
            }
        }
        assertThat(sent).as("bytes the server took before it cut the sender off")
                .isLessThan(16L * 1024 * 1024);
        assertThat(received).isEmpty();
        waitUntil(() -> handler.inFlight() == 0);
    }

    @Test
    void aBodyThatDoesNotArriveInTimeIs408AndFreesItsPlace() throws Exception {
        int port = start(recording(), WebhookOptions.withSecret(SECRET).withReadTimeout(Duration.ofMillis(300)));
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            // a body of 1 MiB announced, 10 bytes sent, then nothing
            out.write(("POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + WebhookHandler.SECRET_HEADER + ": " + SECRET + "\r\nContent-Length: 1048576\r\n\r\n"
                    + "{\"update_i").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            long start = System.nanoTime();
            String head = readHead(socket.getInputStream());

            assertThat(head).startsWith("HTTP/1.1 408");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        }
        waitUntil(() -> handler.inFlight() == 0);
    }

    @Test
    void deliveriesBeyondTheBoundAre503WithRetryAfter() throws Exception {
        CompletableFuture<Void> release = new CompletableFuture<>();
        int port = start(recording(u -> Uni.createFrom().completionStage(release)),
                WebhookOptions.withSecret(SECRET).withMaxInFlight(2));
        CompletableFuture<HttpResponse<String>> first = sendAsync(withSecret(post(port, update(1))));
        CompletableFuture<HttpResponse<String>> second = sendAsync(withSecret(post(port, update(2))));
        waitUntil(() -> received.size() == 2);

        HttpResponse<String> third = send(withSecret(post(port, update(3))));

        assertThat(third.statusCode()).isEqualTo(503);
        assertThat(third.headers().firstValue("Retry-After")).hasValue("1");
        release.complete(null);
        assertThat(first.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        assertThat(second.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        assertThat(send(withSecret(post(port, update(3)))).statusCode()).as("room again").isEqualTo(200);
    }

    @Test
    void aBodyThatIsNotJsonIs415() throws Exception {
        int port = start(recording());

        HttpResponse<String> form = send(withSecret(post(port, MESSAGE_UPDATE)
                .header("Content-Type", "application/x-www-form-urlencoded")));
        HttpResponse<String> none = send(withSecret(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + PATH))
                .POST(HttpRequest.BodyPublishers.ofString(MESSAGE_UPDATE))));
        HttpResponse<String> withCharset = send(withSecret(post(port, MESSAGE_UPDATE)
                .setHeader("Content-Type", "application/json; charset=utf-8")));

        assertThat(form.statusCode()).isEqualTo(415);
        assertThat(none.statusCode()).isEqualTo(415);
        assertThat(withCharset.statusCode()).isEqualTo(200);
        assertThat(received).hasSize(1);
    }

    @Test
    void aRepeatedSecretHeaderIs401EvenWhenOneIsRight() throws Exception {
        int port = start(recording());

        byte[] body = MESSAGE_UPDATE.getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + WebhookHandler.SECRET_HEADER + ": wrong\r\n" + WebhookHandler.SECRET_HEADER + ": " + SECRET
                    + "\r\nContent-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();

            assertThat(readHead(socket.getInputStream())).startsWith("HTTP/1.1 401");
        }
        assertThat(received).isEmpty();
    }

    @Test
    void anErrorInTheSinkIsAnsweredAndTheDeliveryUncounted() throws Exception {
        int port = start(update -> {
            throw new StackOverflowError("a sink that blew its stack");
        });

        assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(500);

        waitUntil(() -> handler.inFlight() == 0);
    }

    @Test
    void jsonNestedTooDeepIs400() throws Exception {
        int port = start(recording());
        String deep = "{\"update_id\":9,\"x\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";

        assertThat(send(withSecret(post(port, deep))).statusCode()).isEqualTo(400);

        assertThat(received).isEmpty();
        waitUntil(() -> handler.inFlight() == 0);
    }

    static String update(int id) {
        return "{\"update_id\":" + id + ",\"message\":{\"message_id\":1,\"date\":0,\"chat\":{\"id\":" + id
                + ",\"type\":\"private\"},\"text\":\"hi\"}}";
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            head.write(b);
            String text = head.toString(StandardCharsets.US_ASCII);
            if (text.endsWith("\r\n\r\n")) {
                return text;
            }
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    @Test
    void malformedJsonIs400AndLoggedOnceWithABoundedExcerpt() throws Exception {
        int port = start(recording());
        String malformed = "{\"update_id\": 1, \"message\": " + "y".repeat(500);
        try (var logs = LogCapture.start()) {
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> response = send(withSecret(post(port, malformed)));
                assertThat(response.statusCode()).isEqualTo(400);
            }
            List<String> warnings = logs.messages(LOGGER).stream()
                    .filter(line -> line.contains("rejected with 400") && line.contains("logged once")).toList();
            assertThat(warnings).singleElement().satisfies(line -> {
                assertThat(line).contains("{\"update_id\": 1");
                assertThat(line).doesNotContain("y".repeat(EXCERPT_LIMIT_PLUS_ONE));
            });
        }
        assertThat(received).isEmpty();
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    static final int EXCERPT_LIMIT_PLUS_ONE = WebhookHandler.EXCERPT_CHARS + 1;

    @Test
    void bodiesThatAreNotAnUpdateObjectAre400() throws Exception {
        int port = start(recording());
        for (String body : List.of("[1,2]", "null", "\"text\"", "42", "", "{\"update_id\":1} {}",
                "{\"update_id\":\"not a number\"}", "{}", "{\"update_id\":0}", "{\"update_id\":-5}",
                "{\"message\":{\"message_id\":1,\"date\":0,\"chat\":{\"id\":1,\"type\":\"private\"}}}")) {
            assertThat(send(withSecret(post(port, body))).statusCode()).as(body).isEqualTo(400);
        }
        assertThat(received).isEmpty();
    }

    @Test
    void anUnknownUpdateKindStillReachesTheSink() throws Exception {
        int port = start(recording());
        String future = "{\"update_id\":77,\"some_kind_from_bot_api_99\":{\"id\":\"abc\",\"nested\":[1,2,3]}}";
        assertThat(send(withSecret(post(port, future))).statusCode()).isEqualTo(200);
        assertThat(received).singleElement().satisfies(update -> {
            assertThat(update.updateId()).isEqualTo(77);
            assertThat(update.message()).isNull();
        });
    }

    @Test
    void afterHandlingAFailingSinkIs500() throws Exception {
        int port = start(recording(u -> Uni.createFrom().failure(new IllegalStateException("handler broke"))));
        try (var logs = LogCapture.start()) {
            assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(500);
            assertThat(logs.messages(LOGGER)).anySatisfy(line -> assertThat(line).contains("5"));
        }
        assertThat(received).hasSize(1);
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void aSinkThatThrowsOrTimesOutIs500() throws Exception {
        int port = start(update -> {
            if (update.updateId() == 1) {
                throw new IllegalStateException("thrown, not failed");
            }
            return Uni.createFrom().nothing();
        }, WebhookOptions.withSecret(SECRET).withHandlingTimeout(Duration.ofMillis(300)));
        assertThat(send(withSecret(post(port, "{\"update_id\":1}"))).statusCode()).isEqualTo(500);
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
        assertThat(send(withSecret(post(port, "{\"update_id\":2}"))).statusCode()).isEqualTo(500);
        // the webhook does not cancel a handling it stopped waiting for (the dispatcher's deadline bounds it): it
        // stays in flight, and a drain waits for it
        Thread.sleep(200);
        assertThat(handler.inFlight()).isEqualTo(1);
    }

    @Test
    void aSlowUpdateDeliveredAgainIsHandledOnceAndEveryDeliveryGetsItsOutcome() throws Exception {
        CompletableFuture<Void> release = new CompletableFuture<>();
        int port = start(recording(u -> Uni.createFrom().completionStage(release)),
                WebhookOptions.withSecret(SECRET).withHandlingTimeout(Duration.ofMillis(300)));
        String update = "{\"update_id\":41,\"message\":{\"message_id\":1,\"date\":1,\"chat\":{\"id\":7,"
                + "\"type\":\"private\"},\"text\":\"slow\"}}";

        // Telegram's first delivery: no answer within the handling timeout, so 500 and it delivers again
        assertThat(send(withSecret(post(port, update))).statusCode()).isEqualTo(500);
        // the redelivery finds the update still being handled: it waits for that handling's outcome
        CompletableFuture<HttpResponse<String>> redelivery = sendAsync(withSecret(post(port, update)));
        Thread.sleep(200);
        assertThat(redelivery).isNotDone();
        release.complete(null);

        assertThat(redelivery.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        // and one more, after: handled already, 200 at once
        assertThat(send(withSecret(post(port, update))).statusCode()).isEqualTo(200);
        assertThat(received).as("handled once for three deliveries").hasSize(1);
        waitUntil(() -> handler.inFlight() == 0);
    }

    @Test
    void anUpdateWhoseHandlingFailedIsHandledAgainWhenDeliveredAgain() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        int port = start(recording(u -> attempts.incrementAndGet() == 1
                ? Uni.createFrom().failure(new IllegalStateException("first attempt fails"))
                : Uni.createFrom().voidItem()));

        assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(500);
        assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(200);

        assertThat(received).hasSize(2);
    }

    @Test
    void onReceiptADuplicateIsAcknowledgedWithoutHandling() throws Exception {
        int port = start(recording(), WebhookOptions.withSecret(SECRET)
                .withAnswerMode(WebhookOptions.AnswerMode.ON_RECEIPT));

        assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(200);
        waitUntil(() -> received.size() == 1);
        assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(200);
        Thread.sleep(100);

        assertThat(received).hasSize(1);
    }

    @Test
    void afterHandlingASlowSinkDelaysThe200() throws Exception {
        CompletableFuture<Void> release = new CompletableFuture<>();
        int port = start(recording(u -> Uni.createFrom().completionStage(release)));
        CompletableFuture<HttpResponse<String>> response = sendAsync(withSecret(post(port, MESSAGE_UPDATE)));
        waitUntil(() -> received.size() == 1);
        Thread.sleep(300);
        assertThat(response).isNotDone();
        assertThat(handler.inFlight()).isEqualTo(1);
        release.complete(null);
        assertThat(response.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void onReceiptAnswersBeforeHandling() throws Exception {
        CompletableFuture<Void> release = new CompletableFuture<>();
        int port = start(recording(u -> Uni.createFrom().completionStage(release)),
                WebhookOptions.withSecret(SECRET).withAnswerMode(AnswerMode.ON_RECEIPT));
        HttpResponse<String> response = send(withSecret(post(port, MESSAGE_UPDATE)));
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(release).isNotDone();
        // Answered, still in flight: a drain waits for it.
        assertThat(handler.inFlight()).isEqualTo(1);
        CompletableFuture<Void> drained = handler.drain(Duration.ofSeconds(10)).subscribeAsCompletionStage();
        Thread.sleep(200);
        assertThat(drained).isNotDone();
        release.complete(null);
        drained.get(10, TimeUnit.SECONDS);
        waitUntil(() -> handler.inFlight() == 0); // counted down once the answer is written
    }

    @Test
    void onReceiptAFailingSinkIsLoggedNotAnswered() throws Exception {
        int port = start(recording(u -> Uni.createFrom().failure(new IllegalStateException("broke"))),
                WebhookOptions.withSecret(SECRET).withAnswerMode(AnswerMode.ON_RECEIPT));
        try (var logs = LogCapture.start()) {
            assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(200);
            waitUntil(() -> logs.messages(LOGGER).stream().anyMatch(m -> m.contains("lost")));
        }
    }

    @Test
    void drainWaitsForInFlightUpdatesAndNewRequestsGet503() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CompletableFuture<Void> release = new CompletableFuture<>();
        int port = start(recording(u -> {
            entered.countDown();
            return Uni.createFrom().completionStage(release);
        }));
        CompletableFuture<HttpResponse<String>> first = sendAsync(withSecret(post(port, MESSAGE_UPDATE)));
        assertThat(entered.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Void> drained = handler.drain(Duration.ofSeconds(10)).subscribeAsCompletionStage();
        assertThat(handler.isDraining()).isTrue();
        HttpResponse<String> later = send(withSecret(post(port, "{\"update_id\":6}")));
        assertThat(later.statusCode()).isEqualTo(503);
        assertThat(drained).isNotDone();
        assertThat(first).isNotDone();

        release.complete(null);
        assertThat(first.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        drained.get(10, TimeUnit.SECONDS);
        assertThat(received).extracting(Update::updateId).containsExactly(5);
    }

    @Test
    void drainFailsWithATimeoutWhenHandlingDoesNotFinish() throws Exception {
        int port = start(recording(u -> Uni.createFrom().nothing()),
                WebhookOptions.withSecret(SECRET).withAnswerMode(AnswerMode.ON_RECEIPT));
        assertThat(send(withSecret(post(port, MESSAGE_UPDATE))).statusCode()).isEqualTo(200);
        assertThatThrownBy(() -> handler.drain(Duration.ofMillis(200)).await().atMost(Duration.ofSeconds(10)))
                .satisfies(e -> assertThat(e instanceof TimeoutException ? e : e.getCause())
                        .isInstanceOf(TimeoutException.class).hasMessageContaining("1 update(s)"));
    }

    @Test
    void drainWithNothingInFlightCompletesAtOnce() {
        start(recording());
        handler.drain(Duration.ofSeconds(1)).await().atMost(Duration.ofSeconds(5));
    }

    @Test
    void theSecretNeverAppearsInLogs() throws Exception {
        int port = start(recording(u -> Uni.createFrom().failure(new IllegalStateException("broke"))));
        List<String> lines;
        try (var logs = LogCapture.start()) {
            send(withSecret(post(port, MESSAGE_UPDATE))); // 500, logged
            send(withSecret(post(port, "{\"echo\":\"" + SECRET + "\" broken"))); // 400, excerpt logged
            send(post(port, MESSAGE_UPDATE).header(WebhookHandler.SECRET_HEADER, SECRET + "x")); // 401
            lines = logs.snapshot();
        }
        assertThat(lines).isNotEmpty();
        assertThat(lines).noneSatisfy(line -> assertThat(line).contains(SECRET));
        assertThat(handler.options().toString()).doesNotContain(SECRET);
    }

    @Test
    void theSecretIsValidatedAgainstTheBotApiRules() {
        assertThat(WebhookOptions.withSecret("a").secretRequired()).isTrue();
        assertThat(WebhookOptions.withSecret("A-z_0".repeat(51) + "x").secretToken()).hasSize(256);
        String tooLong = "a".repeat(257);
        assertThatThrownBy(() -> WebhookOptions.withSecret(tooLong))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("257")
                .hasMessageNotContaining(tooLong);
        assertThatThrownBy(() -> WebhookOptions.withSecret("")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WebhookOptions.withSecret("hidden value!"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("hidden");
        assertThatThrownBy(() -> WebhookOptions.withSecret("sécret")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WebhookOptions.withSecret(SECRET).withMaxBodyBytes(0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WebhookOptions.withSecret(SECRET).withHandlingTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(WebhookOptions.withoutSecret().secretRequired()).isFalse();
        assertThat(WebhookOptions.withoutSecret().maxBodyBytes()).isEqualTo(1024 * 1024);
        assertThat(WebhookOptions.withoutSecret().answerMode()).isEqualTo(AnswerMode.AFTER_HANDLING);
    }

    static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("condition not met within 10 s");
            }
            Thread.sleep(10);
        }
    }
}
