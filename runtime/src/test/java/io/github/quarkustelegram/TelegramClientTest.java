package io.github.quarkustelegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.error.ServerErrorException;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;

/** The client outside CDI: built from a token, its bots reach the server through the decorated transport. */
@Timeout(60)
class TelegramClientTest {

    private static final String TOKEN = "5555:client-TEST";
    private static final String MESSAGE = "{\"message_id\":3,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"hello\"}";
    private static final String ME = "{\"id\":5555,\"is_bot\":true,\"first_name\":\"Bot\"}";

    static FakeBotApiServer api;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @BeforeEach
    void reset() {
        api.reset();
    }

    private static TelegramClient.Builder builder() {
        return TelegramClient.builder().token(TOKEN).baseUrl(api.baseUrl());
    }

    @Test
    void theBotsCallTheServerWithTheToken() {
        api.stub("getMe", FakeReply.ok(ME));
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
        try (TelegramClient client = builder().build()) {
            Message sent = client.bot().sendMessage(ChatId.of(42), "hello");
            assertThat(sent.text()).isEqualTo("hello");
            assertThat(api.takeRequest("sendMessage").path()).isEqualTo("/bot" + TOKEN + "/sendMessage");

            User me = client.reactiveBot().getMe().await().atMost(Duration.ofSeconds(10));
            assertThat(me.id()).isEqualTo(5555L);
            assertThat(client.bot().execute(new GetMe()).firstName()).isEqualTo("Bot");
            assertThat(client.bot().transport()).isSameAs(client.transport());
            assertThat(client.reactiveBot().transport()).isSameAs(client.transport());
        }
    }

    @Test
    void retryIsPartOfTheChain() {
        api.stub("getMe", FakeReply.error(500, "Internal Server Error"), FakeReply.ok(ME));
        RetryPolicy fast = RetryPolicy.builder().initialBackoff(Duration.ofMillis(20)).maxBackoff(Duration.ofMillis(20))
                .build();
        try (TelegramClient client = builder().retry(fast).build()) {
            assertThat(client.bot().getMe().id()).isEqualTo(5555L);
        }
        assertThat(api.requests("getMe")).hasSize(2);
    }

    @Test
    void withRetryOffAFailureIsFinal() {
        api.stub("getMe", FakeReply.error(500, "Internal Server Error"));
        try (TelegramClient client = builder().retry(RetryPolicy.none()).floodControl(FloodControlLimits.disabled())
                .build()) {
            ServerErrorException e = catchThrowableOfType(ServerErrorException.class, () -> client.bot().getMe());
            assertThat(e.errorCode()).isEqualTo(500);
        }
        api.takeRequest("getMe");
        assertThat(api.requests()).hasSize(1);
    }

    @Test
    void floodControlHoldsMessagesToOneChat() {
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
        FloodControlLimits onePerSecondPerChat = FloodControlLimits.builder().globalPerSecond(0).perChatPerSecond(1)
                .perGroupPerMinute(0).build();
        try (TelegramClient client = builder().floodControl(onePerSecondPerChat).build()) {
            long start = System.nanoTime();
            client.bot().sendMessage(ChatId.of(42), "one");
            client.bot().sendMessage(ChatId.of(42), "two");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(900));
        }
    }

    @Test
    void aTokenIsRequiredAndNeverShown() {
        assertThatThrownBy(() -> TelegramClient.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("quarkus.telegram.bot.token")
                .hasMessageContaining("QUARKUS_TELEGRAM_BOT_TOKEN");
        TelegramClient.Builder builder = builder();
        assertThat(builder.toString()).doesNotContain(TOKEN).contains("token set");
        try (TelegramClient client = builder.build()) {
            assertThat(client.toString()).doesNotContain(TOKEN).contains(api.baseUrl());
        }
    }

    @Test
    void aClosedClientRefusesCalls() {
        TelegramClient client = builder().build();
        client.close();
        assertThatThrownBy(() -> client.bot().getMe()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
    }
}
