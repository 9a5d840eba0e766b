package io.github.quarkustelegram.runtime.transport.restclient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.InterruptedCall;
import io.github.quarkustelegram.testing.server.BotApiAssertions;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.vertx.core.Vertx;

/**
 * The REST client transport's blocking calls ({@link RestClientTransport#call}), which wait without a {@code Uni}:
 * the same results, exceptions, deadline and cancellation as a reactive call awaited.
 */
@Timeout(60)
class RestClientBlockingCallTest {

    private static final String TOKEN = "246813579:AAF-blocking_TEST-token";

    static FakeBotApiServer api;
    static RestClientTransport transport;
    /** Gives up waiting for an answer after a second. */
    static RestClientTransport impatient;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        transport = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 8));
        impatient = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(1), 8));
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
        api.stub("sendMessage", FakeReply.ok(RestClientTransportTest.MESSAGE));
    }

    private static SendMessage sendMessage() {
        return SendMessage.builder(ChatId.of(42), "hi").build();
    }

    @Test
    void returnsTheResultOfTheJsonItSent() {
        assertThat(transport.call(sendMessage()).text()).isEqualTo("hi");

        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
        assertThat(sent.bodyText()).isEqualTo("{\"chat_id\":42,\"text\":\"hi\"}");
    }

    @Test
    void throwsTheApisOwnException() {
        api.stub("sendMessage", FakeReply.error(403, "Forbidden: bot was blocked by the user"));

        ForbiddenException forbidden = catchThrowableOfType(ForbiddenException.class,
                () -> transport.call(sendMessage()));

        assertThat(forbidden.description()).isEqualTo("Forbidden: bot was blocked by the user");
    }

    @Test
    void anAnswerPastTheDeadlineIsATimeoutThatMayHaveReachedTelegram() {
        // the first call on a cold JVM may take longer than a second to leave: warm up, then time out
        assertThat(transport.call(sendMessage()).text()).isEqualTo("hi");
        assertThat(impatient.call(sendMessage()).text()).isEqualTo("hi");
        api.forgetRequests();
        api.stub("sendMessage", FakeReply.ok(RestClientTransportTest.MESSAGE).after(Duration.ofSeconds(4)));

        TelegramNetworkException late = catchThrowableOfType(TelegramNetworkException.class,
                () -> impatient.call(sendMessage()));

        assertThat(late.isTimeout()).isTrue();
        assertThat(late.mayHaveReachedTelegram()).isTrue();
        assertThat(late).hasMessageNotContaining(TOKEN);
        BotApiAssertions.assertAbandoned(api.takeRequest("sendMessage"));
    }

    @Test
    void anInterruptCancelsTheCallLetsGoOfTheConnectionAndKeepsTheFlag() throws Exception {
        api.stub("sendMessage", FakeReply.ok(RestClientTransportTest.MESSAGE).after(Duration.ofSeconds(8)));
        InterruptedCall interrupted = InterruptedCall.run(api, "sendMessage", () -> transport.call(sendMessage()));

        assertThat(interrupted.thrown()).isInstanceOf(CancellationException.class)
                .hasMessageContaining("sendMessage: interrupted");
        BotApiAssertions.assertAbandoned(interrupted.sent());
        assertThat(transport.call(sendMessage()).text()).as("the next call").isEqualTo("hi");
    }

    @Test
    void anEventLoopMayNotBlock() {
        Vertx vertx = Vertx.vertx();
        try {
            CompletableFuture<Throwable> refused = new CompletableFuture<>();
            vertx.runOnContext(ignored -> {
                try {
                    transport.call(sendMessage());
                    refused.complete(null);
                } catch (Throwable t) {
                    refused.complete(t);
                }
            });

            assertThat(refused.join()).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("must not block");
            assertThat(api.pendingRequests("sendMessage")).isZero();
        } finally {
            vertx.close();
        }
    }

    @Test
    void anUploadGoesMultipart() {
        api.stub("sendDocument", FakeReply.ok(RestClientTransportTest.MESSAGE));

        transport.call(SendDocument.builder(ChatId.of(42), InputFile.upload(new byte[] { 1, 2 }, "b.bin")).build());

        assertThat(api.takeRequest("sendDocument").isMultipart()).isTrue();
    }

    @Test
    void aClosedTransportRefusesCalls() {
        RestClientTransport closed = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                HttpOptions.defaults());
        closed.close();

        assertThat(catchThrowableOfType(IllegalStateException.class, () -> closed.call(sendMessage())))
                .hasMessageContaining("closed");
        assertThat(api.pendingRequests("sendMessage")).isZero();
    }
}
