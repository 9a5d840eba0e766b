package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SetMyCommands;
import io.github.quarkustelegram.model.BotCommand;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.InterruptedCall;
import io.github.quarkustelegram.runtime.transport.TransportContractTest;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.github.quarkustelegram.testing.server.BotApiAssertions;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.server.SampleFiles;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;
import io.vertx.core.Vertx;

/**
 * The fast transport against the real fake Bot API server on 127.0.0.1: the transport contract
 * ({@link TransportContractTest}), what only this transport does, and that every body buffer goes back, whatever the
 * server does. Netty's leak detector runs at PARANOID for the whole
 * class, and each test ends by making it look for leaks and failing on any; the buffers come from an allocator that
 * also checks, by reference count, that each one was released.
 */
@Timeout(60)
class FastTransportTest extends TransportContractTest {

    static final String TOKEN = "975318642:AAF-fast_TRANSPORT-token";

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

    @Override
    protected FakeBotApiServer api() {
        return api;
    }

    @Override
    protected String token() {
        return TOKEN;
    }

    @Override
    protected TelegramTransport transport() {
        return fast;
    }

    @Override
    protected TelegramTransport impatient() {
        return impatient;
    }

    @Override
    protected Opened open(BotApiEndpoint endpoint, Duration readTimeout) {
        FastTransport opened = fast(endpoint, options(readTimeout));
        return new Opened(opened, opened::close);
    }

    /** One body buffer per call, each released. */
    @Override
    protected void assertBodiesReleased(int calls) {
        assertThat(buffers.assertAllReleased()).as("one body buffer per call").isEqualTo(calls);
    }

    @Override
    protected void assertNothingEncoded() {
        assertThat(buffers.taken()).as("nothing encoded before subscription").isZero();
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
