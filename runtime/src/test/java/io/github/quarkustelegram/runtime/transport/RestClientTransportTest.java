package io.github.quarkustelegram.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
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
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/** The REST client transport against a real HTTP server on 127.0.0.1, in a plain JVM (no Quarkus). */
@Timeout(60)
class RestClientTransportTest {

    static final String TOKEN = "246813579:AAF-transport_TEST-token";
    static final String MESSAGE = "{\"message_id\":5,\"date\":1700000000,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"hi\"}";
    private static final ObjectMapper MAPPER = TelegramJson.mapper();
    private static final Duration WAIT = Duration.ofSeconds(10);

    static FakeBotApiServer api;
    static RestClientTransport transport;
    /** Gives up waiting for an answer after 300 ms. */
    static RestClientTransport impatient;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        transport = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 8));
        impatient = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofMillis(300), 8));
    }

    @AfterAll
    static void stop() {
        transport.close();
        impatient.close();
        api.close();
    }

    @BeforeEach
    void answerOk() {
        api.reset();
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
    }

    private static SendMessage sendMessage() {
        return SendMessage.builder(ChatId.of(42), "hi 👋").parseMode(ParseMode.HTML).build();
    }

    @Test
    void postsTheModelsJsonToTheMethodPathAndDecodesTheResult() throws Exception {
        Message message = transport.execute(sendMessage()).await().atMost(WAIT);

        assertThat(message.messageId()).isEqualTo(5);
        assertThat(message.text()).isEqualTo("hi");
        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.httpMethod()).isEqualTo("POST");
        assertThat(sent.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
        assertThat(sent.header("content-type")).startsWith("application/json");
        assertThat(MAPPER.readTree(sent.body()))
                .isEqualTo(MAPPER.readTree("{\"chat_id\":42,\"text\":\"hi 👋\",\"parse_mode\":\"HTML\"}"));
        assertThat(sent.header("user-agent")).isEqualTo("quarkus-telegram");
    }

    @Test
    void aMethodWithoutParametersSendsAnEmptyObject() {
        api.stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\",\"username\":\"the_bot\"}"));

        User me = transport.execute(new GetMe()).await().atMost(WAIT);

        assertThat(me.username()).isEqualTo("the_bot");
        assertThat(api.takeRequest("getMe").bodyText()).isEqualTo("{}");
    }

    @Test
    void testEnvironmentCallsGoUnderTest() {
        try (RestClientTransport test = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, true),
                HttpOptions.defaults())) {
            api.stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\"}"));
            test.execute(new GetMe()).await().atMost(WAIT);
            assertThat(api.takeRequest("getMe").path()).isEqualTo("/bot" + TOKEN + "/test/getMe");
        }
    }

    @Test
    void theCallIsLazyAndEachSubscriptionSendsAgain() {
        Uni<Message> call = transport.execute(sendMessage());
        assertThat(api.requests()).isEmpty();

        call.await().atMost(WAIT);
        call.await().atMost(WAIT);

        api.takeRequest("sendMessage");
        api.takeRequest("sendMessage");
        assertThat(api.requests()).hasSize(2);
    }

    @Test
    void apiErrorsBecomeTheirExceptions() {
        api.stub("sendMessage", FakeReply.error(403, "Forbidden: bot was blocked by the user"));
        ForbiddenException forbidden = catchThrowableOfType(ForbiddenException.class,
                () -> transport.execute(sendMessage()).await().atMost(WAIT));
        assertThat(forbidden.errorCode()).isEqualTo(403);
        assertThat(forbidden.description()).isEqualTo("Forbidden: bot was blocked by the user");

        api.stub("sendMessage", FakeReply.status(400, "{\"ok\":false,\"error_code\":400,"
                + "\"description\":\"Bad Request: group chat was "
                + "upgraded to a supergroup chat\",\"parameters\":{\"migrate_to_chat_id\":-1009876543210}}"));
        BadRequestException migrated = catchThrowableOfType(BadRequestException.class,
                () -> transport.execute(sendMessage()).await().atMost(WAIT));
        assertThat(migrated.migrateToChatId()).isEqualTo(-1009876543210L);
    }

    @Test
    void http429GivesRetryAfterFromTheBodyOrTheHeader() {
        // the body only: no Retry-After header
        api.stub("sendMessage", FakeReply.status(429, "{\"ok\":false,\"error_code\":429,"
                + "\"description\":\"Too Many Requests: retry "
                + "after 5\",\"parameters\":{\"retry_after\":5}}"));
        assertThat(catchThrowableOfType(TooManyRequestsException.class,
                () -> transport.execute(sendMessage()).await().atMost(WAIT)).retryAfter())
                .isEqualTo(Duration.ofSeconds(5));

        api.stub("sendMessage", FakeReply.raw(429, "text/html", "<html>Too Many Requests</html>".getBytes(
                StandardCharsets.UTF_8)).withHeader("Retry-After", "9"));
        assertThat(catchThrowableOfType(TooManyRequestsException.class,
                () -> transport.execute(sendMessage()).await().atMost(WAIT)).retryAfter())
                .isEqualTo(Duration.ofSeconds(9));
    }

    @Test
    void aProxyPageIsAResponseException() {
        api.stub("sendMessage", FakeReply.raw(502, "text/html", "<html><title>502 Bad Gateway</title></html>".getBytes(
                StandardCharsets.UTF_8)));
        TelegramResponseException e = catchThrowableOfType(TelegramResponseException.class,
                () -> transport.execute(sendMessage()).await().atMost(WAIT));
        assertThat(e.httpStatus()).isEqualTo(502);
        assertThat(e.bodyExcerpt()).contains("502 Bad Gateway");
    }

    @Test
    void aRefusedConnectionWasNotSent() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = socket.getLocalPort();
        }
        try (RestClientTransport nowhere = new RestClientTransport(
                new BotApiEndpoint("http://127.0.0.1:" + port, TOKEN, false), HttpOptions.defaults())) {
            TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                    () -> nowhere.execute(sendMessage()).await().atMost(WAIT));
            assertThat(e.mayHaveReachedTelegram()).isFalse();
            assertThat(e.isTimeout()).isFalse();
            assertThat(e.methodName()).isEqualTo("sendMessage");
            assertThat(e).hasMessageContaining("not sent");
        }
    }

    @Test
    void aConnectionClosedWithoutAnswerMayHaveReachedTelegram() {
        api.stub("sendMessage", FakeReply.closeConnection());
        TelegramNetworkException e = catchThrowableOfType(TelegramNetworkException.class,
                () -> transport.execute(sendMessage()).await().atMost(WAIT));
        assertThat(e.mayHaveReachedTelegram()).isTrue();
        assertThat(e.isTimeout()).isFalse();
        api.takeRequest("sendMessage");
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
        assertThat(api.takeRequest("sendMessage").clientDisconnected()).succeedsWithin(Duration.ofSeconds(5));
    }

    @Test
    void aLongPollGetsItsTimeoutOnTopOfTheReadTimeout() {
        api.stub("getUpdates", FakeReply.ok("[{\"update_id\":9}]").after(Duration.ofMillis(900)));

        List<Update> updates = impatient.execute(GetUpdates.builder().timeout(2).build()).await().atMost(WAIT);

        assertThat(updates).singleElement().satisfies(u -> assertThat(u.updateId()).isEqualTo(9));
        assertThat(api.takeRequest("getUpdates").bodyText()).isEqualTo("{\"timeout\":2}");
        // without a long-poll timeout the same wait is too long for this client
        assertThat(catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient.execute(GetUpdates.builder().build()).await().atMost(WAIT)).isTimeout()).isTrue();
        api.takeRequest("getUpdates");
    }

    @Test
    void cancellingTheCallAbandonsTheRequest() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(8)));
        UniAssertSubscriber<Message> subscriber = transport.execute(sendMessage()).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        RecordedRequest sent = api.takeRequest("sendMessage");

        subscriber.cancel();

        assertThat(sent.clientDisconnected()).succeedsWithin(Duration.ofSeconds(5));
        subscriber.assertNotTerminated();
    }

    @Test
    void aClosedTransportRefusesCalls() {
        RestClientTransport closed = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                HttpOptions.defaults());
        closed.close();
        closed.close();
        assertThat(catchThrowableOfType(IllegalStateException.class,
                () -> closed.execute(sendMessage()).await().atMost(WAIT))).hasMessageContaining("closed");
        assertThat(closed.toString()).doesNotContain(TOKEN);
    }
}
