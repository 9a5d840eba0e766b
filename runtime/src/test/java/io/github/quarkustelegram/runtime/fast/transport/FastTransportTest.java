package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SetMyCommands;
import io.github.quarkustelegram.model.BotCommand;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.github.quarkustelegram.runtime.fast.json.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.InterruptedCall;
import io.github.quarkustelegram.runtime.transport.RestClientTransport;
import io.github.quarkustelegram.testing.server.BotApiAssertions;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.server.SampleFiles;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;
import io.vertx.core.Vertx;

/**
 * The fast transport against the real fake Bot API server on 127.0.0.1: what it sends, what it decodes, how it fails,
 * and that every body buffer goes back, whatever the server does. Netty's leak detector runs at PARANOID for the whole
 * class, and each test ends by making it look for leaks and failing on any; the buffers come from an allocator that
 * also checks, by reference count, that each one was released.
 */
@Timeout(60)
class FastTransportTest {

    static final String TOKEN = "975318642:AAF-fast_TRANSPORT-token";
    static final String MESSAGE = "{\"message_id\":5,\"date\":1700000000,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"hi\"}";
    private static final Duration WAIT = Duration.ofSeconds(10);

    static NettyLeakWatch leaks;
    static FakeBotApiServer api;
    static Vertx vertx;
    static RestClientTransport rest;
    static TrackingAllocator buffers;
    static FastTransport fast;
    /** Gives up after 300 ms. */
    static FastTransport impatient;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        vertx = Vertx.vertx();
        leaks = NettyLeakWatch.start(); // after Vert.x, whose first start turns the detector off
        buffers = new TrackingAllocator();
        rest = new RestClientTransport(endpoint(false), options(Duration.ofSeconds(10)));
        fast = fast(endpoint(false), options(Duration.ofSeconds(10)));
        impatient = fast(endpoint(false), options(Duration.ofMillis(300)));
    }

    static BotApiEndpoint endpoint(boolean testEnvironment) {
        return new BotApiEndpoint(api.baseUrl(), TOKEN, testEnvironment);
    }

    static HttpOptions options(Duration readTimeout) {
        return new HttpOptions(Duration.ofSeconds(5), readTimeout, 4);
    }

    static FastTransport fast(BotApiEndpoint endpoint, HttpOptions options) {
        return new FastTransport(vertx, endpoint, options, ChronicleRequestEncoder.instance(), rest, buffers);
    }

    @AfterAll
    static void stop() {
        try {
            fast.close();
            impatient.close();
            rest.close();
            vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS).join();
            api.close();
        } finally {
            leaks.stop();
        }
    }

    @BeforeEach
    void forgetEarlierCalls() {
        api.reset();
    }

    /** Every test: all buffers released exactly when they should be, none dropped unreleased. */
    @AfterEach
    void noBufferLeftBehind() {
        buffers.assertAllReleased();
        leaks.assertNoLeaks();
    }

    private static SendMessage sendMessage() {
        return SendMessage.builder(ChatId.of(42), "hi \"there\" 👋").build();
    }

    @Test
    void postsTheJsonBodyToTheMethodPathAndDecodesTheResult() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE));

        Message message = fast.execute(sendMessage()).await().atMost(WAIT);

        assertThat(message.messageId()).isEqualTo(5);
        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.httpMethod()).isEqualTo("POST");
        assertThat(sent.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
        assertThat(sent.isJson()).isTrue();
        assertThat(sent.header("user-agent")).isEqualTo("quarkus-telegram");
        assertThat(sent.json().get("chat_id").asLong()).isEqualTo(42);
        assertThat(sent.json().get("text").asText()).isEqualTo("hi \"there\" 👋");
        assertThat(buffers.assertAllReleased()).as("one body buffer per call").isEqualTo(1);
    }

    @Test
    void aBodyLargerThanTheFirstBufferArrivesWhole() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
        String text = "🚀".repeat(4096); // 16 KiB of UTF-8, far past the first 512-byte buffer

        fast.execute(SendMessage.builder(ChatId.of(42), text).build()).await().atMost(WAIT);

        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.json().get("text").asText()).isEqualTo(text);
        assertThat(sent.bodyLength()).isGreaterThan(4096 * 4);
        assertThat(buffers.assertAllReleased()).isEqualTo(1);
    }

    @Test
    void aTrueAnswerDecodesToTrue() {
        api.stub("setMyCommands", FakeReply.okTrue());

        Boolean done = fast.execute(SetMyCommands.builder(List.of(BotCommand.builder("start", "Start").build())).build())
                .await().atMost(WAIT);

        assertThat(done).isTrue();
        assertThat(api.takeRequest("setMyCommands").json().get("commands").get(0).get("command").asText())
                .isEqualTo("start");
    }

    @Test
    void testEnvironmentCallsGoUnderTest() {
        try (FastTransport test = fast(endpoint(true), options(Duration.ofSeconds(10)))) {
            api.stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\"}"));
            test.execute(new GetMe()).await().atMost(WAIT);
            RecordedRequest sent = api.takeRequest("getMe");
            assertThat(sent.testEnvironment()).isTrue();
            assertThat(sent.path()).isEqualTo("/bot" + TOKEN + "/test/getMe");
            assertThat(sent.bodyText()).isEqualTo("{}");
        }
    }

    @Test
    void theCallIsLazyAndEachSubscriptionSendsAgain() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
        Uni<Message> call = fast.execute(sendMessage());
        assertThat(buffers.taken()).as("nothing encoded before subscription").isZero();

        call.await().atMost(WAIT);
        call.await().atMost(WAIT);

        api.takeRequest("sendMessage");
        api.takeRequest("sendMessage");
        assertThat(api.pendingRequests("sendMessage")).isZero();
        assertThat(buffers.assertAllReleased()).isEqualTo(2);
    }

    @Test
    void anUploadGoesMultipartThroughTheRestTransport() {
        api.stub("sendDocument", FakeReply.ok(MESSAGE));
        byte[] content = "a file".getBytes(StandardCharsets.UTF_8);

        fast.execute(SendDocument.builder(ChatId.of(42), InputFile.upload(content, "a.txt")).build())
                .await().atMost(WAIT);

        RecordedRequest sent = api.takeRequest("sendDocument");
        assertThat(sent.isMultipart()).isTrue();
        assertThat(sent.fileParts()).singleElement().satisfies(part -> assertThat(part.content()).isEqualTo(content));
    }

    @Test
    void apiErrorsBecomeTheirExceptions() {
        api.stub("sendMessage", FakeReply.error(403, "Forbidden: bot was blocked by the user"),
                FakeReply.error(400, "Bad Request: group chat was upgraded to a supergroup chat",
                        "{\"migrate_to_chat_id\":-1009876543210}"));

        ForbiddenException forbidden = catchThrowableOfType(ForbiddenException.class,
                () -> fast.execute(sendMessage()).await().atMost(WAIT));
        BadRequestException migrated = catchThrowableOfType(BadRequestException.class,
                () -> fast.execute(sendMessage()).await().atMost(WAIT));

        assertThat(forbidden.errorCode()).isEqualTo(403);
        assertThat(forbidden.description()).isEqualTo("Forbidden: bot was blocked by the user");
        assertThat(migrated.migrateToChatId()).isEqualTo(-1009876543210L);
    }

    @Test
    void http429GivesRetryAfterFromTheBodyOrTheHeader() {
        api.stub("sendMessage", FakeReply.tooManyRequests(5),
                FakeReply.raw(429, "text/html", "<html>Too Many Requests</html>".getBytes(StandardCharsets.UTF_8))
                        .withHeader("Retry-After", "9"));

        assertThat(catchThrowableOfType(TooManyRequestsException.class,
                () -> fast.execute(sendMessage()).await().atMost(WAIT)).retryAfter()).isEqualTo(Duration.ofSeconds(5));
        assertThat(catchThrowableOfType(TooManyRequestsException.class,
                () -> fast.execute(sendMessage()).await().atMost(WAIT)).retryAfter()).isEqualTo(Duration.ofSeconds(9));
    }

    @Test
    void aProxyPageIsAResponseExceptionWithABoundedExcerpt() {
        api.stub("sendMessage", FakeReply.raw(502, "text/html", SampleFiles.badGatewayPage()));

        TelegramResponseException e = catchThrowableOfType(TelegramResponseException.class,
                () -> fast.execute(sendMessage()).await().atMost(WAIT));

        assertThat(e.httpStatus()).isEqualTo(502);
        assertThat(e.bodyExcerpt()).contains("502 Bad Gateway")
                .hasSizeLessThanOrEqualTo(TelegramResponseException.MAX_EXCERPT + 3);
    }

    @Test
    void aRefusedConnectionWasNotSent() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = socket.getLocalPort();
        }
        try (FastTransport nowhere = fast(new BotApiEndpoint("http://127.0.0.1:" + port, TOKEN, false),
                options(Duration.ofSeconds(10)))) {
            TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                    () -> nowhere.execute(sendMessage()).await().atMost(WAIT));
            assertThat(e.mayHaveReachedTelegram()).isFalse();
            assertThat(e.isTimeout()).isFalse();
            assertThat(e.methodName()).isEqualTo("sendMessage");
            assertThat(e).hasMessageContaining("not sent");
            BotApiAssertions.assertNoToken(e, TOKEN);
        }
    }

    @Test
    void aResetOrClosedConnectionMayHaveReachedTelegram() {
        api.stub("sendMessage", FakeReply.resetConnection(), FakeReply.closeConnection());

        for (int i = 0; i < 2; i++) {
            TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                    () -> fast.execute(sendMessage()).await().atMost(WAIT));
            assertThat(e.mayHaveReachedTelegram()).isTrue();
            assertThat(e.isTimeout()).isFalse();
            BotApiAssertions.assertNoToken(e, TOKEN);
            api.takeRequest("sendMessage");
        }
    }

    @Test
    void noAnswerWithinTheReadTimeoutIsATimeoutAndLetsGoOfTheConnection() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(8)));
        long start = System.nanoTime();

        TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient.execute(sendMessage()).await().atMost(WAIT));

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(4));
        assertThat(e.isTimeout()).isTrue();
        assertThat(e.mayHaveReachedTelegram()).isTrue();
        BotApiAssertions.assertNoToken(e, TOKEN);
        BotApiAssertions.assertAbandoned(api.takeRequest("sendMessage"));
    }

    @Test
    void aLongPollGetsItsTimeoutOnTopOfTheReadTimeout() {
        api.stub("getUpdates", FakeReply.ok("[{\"update_id\":9}]").after(Duration.ofMillis(900)),
                FakeReply.ok("[]").after(Duration.ofMillis(900)));

        List<Update> updates = impatient.execute(GetUpdates.builder().timeout(2).build()).await().atMost(WAIT);

        assertThat(updates).singleElement().satisfies(u -> assertThat(u.updateId()).isEqualTo(9));
        assertThat(api.takeRequest("getUpdates").bodyText()).isEqualTo("{\"timeout\":2}");
        assertThat(catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient.execute(GetUpdates.builder().build()).await().atMost(WAIT)).isTimeout()).isTrue();
        api.takeRequest("getUpdates");
    }

    @Test
    void cancellingTheCallResetsTheRequest() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(8)));
        UniAssertSubscriber<Message> subscriber = fast.execute(sendMessage()).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        RecordedRequest sent = api.takeRequest("sendMessage");

        subscriber.cancel();

        BotApiAssertions.assertAbandoned(sent);
        subscriber.assertNotTerminated();
    }

    @Test
    void cancellingACallStillWaitingForAConnectionReleasesItsBody() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(1)));
        try (FastTransport oneConnection = fast(endpoint(false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 1))) {
            UniAssertSubscriber<Message> first = oneConnection.execute(sendMessage()).subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            api.takeRequest("sendMessage");
            UniAssertSubscriber<Message> second = oneConnection.execute(sendMessage()).subscribe()
                    .withSubscriber(UniAssertSubscriber.create());

            second.cancel(); // still queued for the only connection, its body never handed to Vert.x

            first.awaitItem(WAIT);
            assertThat(api.pendingRequests("sendMessage")).as("the cancelled call was never sent").isZero();
            second.assertNotTerminated();
        }
    }

    @Test
    void anEncoderFailureReleasesTheBufferAndFailsTheCall() {
        FastRequestEncoder refusing = (request, out) -> {
            out.writeByte('{');
            out.writerIndex(out.writerIndex() - 1);
            throw new IllegalArgumentException(request.methodName() + ": a NaN cannot be written");
        };
        try (FastTransport broken = new FastTransport(vertx, endpoint(false), options(Duration.ofSeconds(10)),
                refusing, rest, buffers)) {
            Throwable e = catchThrowable(() -> broken.execute(sendMessage()).await().atMost(WAIT));
            assertThat(e).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NaN");
        }
        assertThat(buffers.assertAllReleased()).isEqualTo(1);
    }

    @Test
    void manyCallsAtOnceOfEveryOutcomeReleaseEveryBuffer() {
        List<FakeReply> outcomes = List.of(FakeReply.ok(MESSAGE), FakeReply.error(400, "Bad Request: no"),
                FakeReply.raw(500, "text/plain", "oops".getBytes(StandardCharsets.UTF_8)),
                FakeReply.resetConnection(), FakeReply.closeConnection(),
                FakeReply.ok(MESSAGE).after(Duration.ofSeconds(2)));
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        api.handle("sendMessage", request -> outcomes.get(next.getAndIncrement() % outcomes.size()));
        // half the calls on the impatient transport: its slow ones time out, and so may calls still waiting for one
        // of its 4 connections (never sent); the other transport's slow ones succeed
        List<CompletableFuture<?>> calls = new ArrayList<>();
        for (int i = 0; i < 48; i++) {
            FastTransport transport = i % 2 == 0 ? fast : impatient;
            calls.add(transport.execute(sendMessage()).onFailure().recoverWithNull().subscribeAsCompletionStage());
        }
        CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).orTimeout(30, TimeUnit.SECONDS).join();

        assertThat(buffers.assertAllReleased()).isEqualTo(48);
    }

    @Test
    void theLeakWatchFindsABufferDroppedUnreleased() {
        leakOneBuffer();

        List<String> found = new ArrayList<>();
        for (int attempt = 0; attempt < 10 && found.isEmpty(); attempt++) {
            found.addAll(leaks.collectLeaks());
        }

        assertThat(found).as("the watch is live: a dropped buffer is reported").isNotEmpty();
    }

    private static void leakOneBuffer() {
        io.netty.buffer.ByteBuf dropped = io.netty.buffer.PooledByteBufAllocator.DEFAULT.directBuffer(8);
        dropped.writeByte(1);
    }

    @Test
    void aClosedTransportRefusesCalls() {
        FastTransport closed = fast(endpoint(false), options(Duration.ofSeconds(10)));
        closed.close();
        closed.close();

        assertThat(catchThrowableOfType(IllegalStateException.class,
                () -> closed.execute(sendMessage()).await().atMost(WAIT))).hasMessageContaining("closed");
        assertThat(closed.toString()).doesNotContain(TOKEN);
    }
    // The blocking path: over plain HTTP, the exchange runs on the caller's thread.

    @Test
    void aBlockingCallRunsOnTheCallersThreadAndAReactiveOneOnAnEventLoop() {
        api.stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"B\"}"));
        ThreadRecordingGetMe blocking = new ThreadRecordingGetMe();
        ThreadRecordingGetMe reactive = new ThreadRecordingGetMe();

        fast.call(blocking);
        fast.execute(reactive).await().atMost(WAIT);

        assertThat(blocking.decodedOn).as("decoded on the caller's thread").isSameAs(Thread.currentThread());
        assertThat(reactive.decodedOn.getName()).as("decoded on an event loop").contains("eventloop");
        assertThat(buffers.assertAllReleased()).isEqualTo(2);
    }

    @Test
    void blockingCallsOfEveryOutcomeReleaseEveryBuffer() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE), FakeReply.error(403, "Forbidden: bot was blocked by the user"),
                FakeReply.raw(502, "text/html", SampleFiles.badGatewayPage()), FakeReply.resetConnection(),
                FakeReply.closeConnection(), FakeReply.ok(MESSAGE).after(Duration.ofSeconds(2)), FakeReply.ok(MESSAGE));

        assertThat(fast.call(sendMessage()).messageId()).isEqualTo(5);
        assertThat(catchThrowableOfType(ForbiddenException.class, () -> fast.call(sendMessage())).errorCode())
                .isEqualTo(403);
        assertThat(catchThrowableOfType(TelegramResponseException.class, () -> fast.call(sendMessage()))
                .httpStatus()).isEqualTo(502);
        for (int i = 0; i < 2; i++) {
            TelegramNetworkException lost = catchThrowableOfType(TelegramNetworkException.class,
                    () -> fast.call(sendMessage()));
            assertThat(lost.mayHaveReachedTelegram()).isTrue();
            BotApiAssertions.assertNoToken(lost, TOKEN);
        }
        TelegramNetworkException late = catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient.call(sendMessage()));
        assertThat(late.isTimeout()).isTrue();
        assertThat(fast.call(sendMessage()).messageId()).as("the connections recover").isEqualTo(5);

        assertThat(buffers.assertAllReleased()).isEqualTo(7);
    }

    @Test
    void anInterruptedBlockingCallIsCancelledAndLetsGoOfTheConnection() throws Exception {
        api.stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(8)));

        InterruptedCall interrupted = InterruptedCall.run(api, "sendMessage", () -> fast.call(sendMessage()));

        assertThat(interrupted.thrown()).isInstanceOf(java.util.concurrent.CancellationException.class)
                .hasMessageContaining("sendMessage: interrupted");
        BotApiAssertions.assertAbandoned(interrupted.sent());
    }

    @Test
    void aBlockingCallOnAnEventLoopIsRefused() {
        CompletableFuture<Throwable> refused = new CompletableFuture<>();
        vertx.runOnContext(ignored -> {
            try {
                fast.call(sendMessage());
                refused.complete(null);
            } catch (Throwable t) {
                refused.complete(t);
            }
        });

        assertThat(refused.join()).isInstanceOf(IllegalStateException.class).hasMessageContaining("must not block");
        assertThat(api.pendingRequests("sendMessage")).isZero();
    }

    @Test
    void aBlockingUploadGoesMultipartThroughTheRestTransport() {
        api.stub("sendDocument", FakeReply.ok(MESSAGE));

        fast.call(SendDocument.builder(ChatId.of(42), InputFile.upload(new byte[] { 1, 2 }, "b.bin")).build());

        assertThat(api.takeRequest("sendDocument").isMultipart()).isTrue();
    }

    @Test
    void aClosedTransportRefusesBlockingCalls() {
        FastTransport closed = fast(endpoint(false), options(Duration.ofSeconds(10)));
        closed.close();

        assertThat(catchThrowableOfType(IllegalStateException.class, () -> closed.call(sendMessage())))
                .hasMessageContaining("closed");
    }

    /** getMe, through an own request type, noting the thread its answer is decoded on. */
    static final class ThreadRecordingGetMe
            implements io.github.quarkustelegram.method.TelegramRequest<io.github.quarkustelegram.model.User> {
        volatile Thread decodedOn;

        @Override
        public String methodName() {
            return "getMe";
        }

        @Override
        public com.fasterxml.jackson.databind.JavaType resultType(
                com.fasterxml.jackson.databind.type.TypeFactory types) {
            decodedOn = Thread.currentThread();
            return types.constructType(io.github.quarkustelegram.model.User.class);
        }
    }
}
