package io.github.quarkustelegram.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.BotApiAssertions;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.server.SampleFiles;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/**
 * What every transport promises ({@link TelegramTransport}'s contract), against the fake Bot API server on
 * 127.0.0.1: what it sends, what it decodes, how it fails, that it is lazy and that cancelling or a deadline lets go
 * of the request. One small subclass per transport (the REST client's, the fast one) says how to make one; what only
 * one transport does is tested in its subclass.
 */
@Timeout(60)
public abstract class TransportContractTest {

    public static final String MESSAGE = "{\"message_id\":5,\"date\":1700000000,\"chat\":{\"id\":42,"
            + "\"type\":\"private\"},\"text\":\"hi\"}";
    public static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper MAPPER = TelegramJson.mapper();

    /** A transport the test made, closed by the test. */
    public record Opened(TelegramTransport transport, Runnable closer) implements AutoCloseable {
        @Override
        public void close() {
            closer.run();
        }
    }

    /** @return the fake server the transports call */
    protected abstract FakeBotApiServer api();

    /** @return the token the transports call with */
    protected abstract String token();

    /** @return a transport with a read timeout of 10 s */
    protected abstract TelegramTransport transport();

    /** @return a transport that gives up waiting for an answer after 300 ms */
    protected abstract TelegramTransport impatient();

    /**
     * @param endpoint where its calls go
     * @param readTimeout its read timeout
     * @return a new transport of the kind under test
     */
    protected abstract Opened open(BotApiEndpoint endpoint, Duration readTimeout);

    /**
     * A transport that takes a body buffer per call checks that the calls since the last check gave each back.
     *
     * @param calls how many calls were made since
     */
    protected void assertBodiesReleased(int calls) {
    }

    /** A transport that encodes into buffers checks that it took none yet. */
    protected void assertNothingEncoded() {
    }

    private BotApiEndpoint endpointOf(boolean testEnvironment) {
        return new BotApiEndpoint(api().baseUrl(), token(), testEnvironment);
    }

    @BeforeEach
    public void forgetEarlierCalls() {
        api().reset();
    }

    private static SendMessage sendMessage() {
        return SendMessage.builder(ChatId.of(42), "hi \"there\" 👋").parseMode(ParseMode.HTML).build();
    }

    @Test
    public void postsTheModelsJsonToTheMethodPathAndDecodesTheResult() throws Exception {
        api().stub("sendMessage", FakeReply.ok(MESSAGE));

        Message message = transport().execute(sendMessage()).await().atMost(WAIT);

        assertThat(message.messageId()).isEqualTo(5);
        assertThat(message.text()).isEqualTo("hi");
        RecordedRequest sent = api().takeRequest("sendMessage");
        assertThat(sent.httpMethod()).isEqualTo("POST");
        assertThat(sent.path()).isEqualTo("/bot" + token() + "/sendMessage");
        assertThat(sent.header("content-type")).startsWith("application/json");
        assertThat(sent.isJson()).isTrue();
        assertThat(MAPPER.readTree(sent.body())).isEqualTo(
                MAPPER.readTree("{\"chat_id\":42,\"text\":\"hi \\\"there\\\" 👋\",\"parse_mode\":\"HTML\"}"));
        assertThat(sent.json().get("chat_id").asLong()).isEqualTo(42);
        assertThat(sent.json().get("text").asText()).isEqualTo("hi \"there\" 👋");
        assertThat(sent.header("user-agent")).isEqualTo("quarkus-telegram");
        assertBodiesReleased(1);
    }

    @Test
    public void testEnvironmentCallsGoUnderTest() {
        try (Opened test = open(endpointOf(true), Duration.ofSeconds(10))) {
            api().stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\"}"));
            test.transport().execute(new GetMe()).await().atMost(WAIT);
            RecordedRequest sent = api().takeRequest("getMe");
            assertThat(sent.testEnvironment()).isTrue();
            assertThat(sent.path()).isEqualTo("/bot" + token() + "/test/getMe");
            assertThat(sent.bodyText()).isEqualTo("{}");
        }
    }

    @Test
    public void theCallIsLazyAndEachSubscriptionSendsAgain() {
        api().stub("sendMessage", FakeReply.ok(MESSAGE));
        Uni<Message> call = transport().execute(sendMessage());
        assertThat(api().requests()).isEmpty();
        assertNothingEncoded();

        call.await().atMost(WAIT);
        call.await().atMost(WAIT);

        api().takeRequest("sendMessage");
        api().takeRequest("sendMessage");
        assertThat(api().requests()).hasSize(2);
        assertThat(api().pendingRequests("sendMessage")).isZero();
        assertBodiesReleased(2);
    }

    @Test
    public void apiErrorsBecomeTheirExceptions() {
        api().stub("sendMessage", FakeReply.error(403, "Forbidden: bot was blocked by the user"),
                FakeReply.status(400, "{\"ok\":false,\"error_code\":400,"
                        + "\"description\":\"Bad Request: group chat was "
                        + "upgraded to a supergroup chat\",\"parameters\":{\"migrate_to_chat_id\":-1009876543210}}"),
                FakeReply.error(400, "Bad Request: group chat was upgraded to a supergroup chat",
                        "{\"migrate_to_chat_id\":-1009876543210}"));

        ForbiddenException forbidden = catchThrowableOfType(ForbiddenException.class,
                () -> transport().execute(sendMessage()).await().atMost(WAIT));
        BadRequestException migrated = catchThrowableOfType(BadRequestException.class,
                () -> transport().execute(sendMessage()).await().atMost(WAIT));
        BadRequestException migratedToo = catchThrowableOfType(BadRequestException.class,
                () -> transport().execute(sendMessage()).await().atMost(WAIT));

        assertThat(forbidden.errorCode()).isEqualTo(403);
        assertThat(forbidden.description()).isEqualTo("Forbidden: bot was blocked by the user");
        assertThat(migrated.migrateToChatId()).isEqualTo(-1009876543210L);
        assertThat(migratedToo.migrateToChatId()).isEqualTo(-1009876543210L);
    }

    @Test
    public void http429GivesRetryAfterFromTheBodyOrTheHeader() {
        api().stub("sendMessage",
                // the body only: no Retry-After header
                FakeReply.status(429, "{\"ok\":false,\"error_code\":429,"
                        + "\"description\":\"Too Many Requests: retry "
                        + "after 5\",\"parameters\":{\"retry_after\":5}}"),
                FakeReply.tooManyRequests(5),
                FakeReply.raw(429, "text/html", "<html>Too Many Requests</html>".getBytes(StandardCharsets.UTF_8))
                        .withHeader("Retry-After", "9"));

        for (int i = 0; i < 2; i++) {
            assertThat(catchThrowableOfType(TooManyRequestsException.class,
                    () -> transport().execute(sendMessage()).await().atMost(WAIT)).retryAfter())
                    .isEqualTo(Duration.ofSeconds(5));
        }
        assertThat(catchThrowableOfType(TooManyRequestsException.class,
                () -> transport().execute(sendMessage()).await().atMost(WAIT)).retryAfter())
                .isEqualTo(Duration.ofSeconds(9));
    }

    @Test
    public void aProxyPageIsAResponseExceptionWithABoundedExcerpt() {
        api().stub("sendMessage",
                FakeReply.raw(502, "text/html",
                        "<html><title>502 Bad Gateway</title></html>".getBytes(StandardCharsets.UTF_8)),
                FakeReply.raw(502, "text/html", SampleFiles.badGatewayPage()));

        TelegramResponseException small = catchThrowableOfType(TelegramResponseException.class,
                () -> transport().execute(sendMessage()).await().atMost(WAIT));
        TelegramResponseException large = catchThrowableOfType(TelegramResponseException.class,
                () -> transport().execute(sendMessage()).await().atMost(WAIT));

        assertThat(small.httpStatus()).isEqualTo(502);
        assertThat(small.bodyExcerpt()).contains("502 Bad Gateway");
        assertThat(large.httpStatus()).isEqualTo(502);
        assertThat(large.bodyExcerpt()).contains("502 Bad Gateway")
                .hasSizeLessThanOrEqualTo(TelegramResponseException.MAX_EXCERPT + 3);
    }

    @Test
    public void aRefusedConnectionWasNotSent() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = socket.getLocalPort();
        }
        try (Opened nowhere = open(new BotApiEndpoint("http://127.0.0.1:" + port, token(), false),
                Duration.ofSeconds(10))) {
            TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                    () -> nowhere.transport().execute(sendMessage()).await().atMost(WAIT));
            assertThat(e.mayHaveReachedTelegram()).isFalse();
            assertThat(e.isTimeout()).isFalse();
            assertThat(e.methodName()).isEqualTo("sendMessage");
            assertThat(e).hasMessageContaining("not sent");
            BotApiAssertions.assertNoToken(e, token());
        }
    }

    @Test
    public void aResetOrClosedConnectionMayHaveReachedTelegram() {
        api().stub("sendMessage", FakeReply.resetConnection(), FakeReply.closeConnection());

        for (int i = 0; i < 2; i++) {
            TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                    () -> transport().execute(sendMessage()).await().atMost(WAIT));
            assertThat(e.mayHaveReachedTelegram()).isTrue();
            assertThat(e.isTimeout()).isFalse();
            BotApiAssertions.assertNoToken(e, token());
            api().takeRequest("sendMessage");
        }
    }

    @Test
    public void noAnswerWithinTheReadTimeoutIsATimeoutAndLetsGoOfTheConnection() {
        api().stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(8)));
        long start = System.nanoTime();

        TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient().execute(sendMessage()).await().atMost(WAIT));

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(4));
        assertThat(e.isTimeout()).isTrue();
        assertThat(e.mayHaveReachedTelegram()).isTrue();
        BotApiAssertions.assertNoToken(e, token());
        RecordedRequest sent = api().takeRequest("sendMessage");
        assertThat(sent.clientDisconnected()).succeedsWithin(Duration.ofSeconds(5));
        BotApiAssertions.assertAbandoned(sent);
    }

    @Test
    public void aLongPollGetsItsTimeoutOnTopOfTheReadTimeout() {
        api().stub("getUpdates", FakeReply.ok("[{\"update_id\":9}]").after(Duration.ofMillis(900)),
                FakeReply.ok("[]").after(Duration.ofMillis(900)));

        List<Update> updates = impatient().execute(GetUpdates.builder().timeout(2).build()).await().atMost(WAIT);

        assertThat(updates).singleElement().satisfies(u -> assertThat(u.updateId()).isEqualTo(9));
        assertThat(api().takeRequest("getUpdates").bodyText()).isEqualTo("{\"timeout\":2}");
        // without a long-poll timeout the same wait is too long for this transport
        assertThat(catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient().execute(GetUpdates.builder().build()).await().atMost(WAIT)).isTimeout()).isTrue();
        api().takeRequest("getUpdates");
    }

    @Test
    public void cancellingTheCallAbandonsTheRequest() {
        api().stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(8)));
        UniAssertSubscriber<Message> subscriber = transport().execute(sendMessage()).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        RecordedRequest sent = api().takeRequest("sendMessage");

        subscriber.cancel();

        assertThat(sent.clientDisconnected()).succeedsWithin(Duration.ofSeconds(5));
        BotApiAssertions.assertAbandoned(sent);
        subscriber.assertNotTerminated();
    }

    @Test
    public void aClosedTransportRefusesCalls() {
        Opened opened = open(endpointOf(false), Duration.ofSeconds(10));
        opened.close();
        opened.close();

        assertThat(catchThrowableOfType(IllegalStateException.class,
                () -> opened.transport().execute(sendMessage()).await().atMost(WAIT))).hasMessageContaining("closed");
        assertThat(opened.transport().toString()).doesNotContain(token());
    }
}
