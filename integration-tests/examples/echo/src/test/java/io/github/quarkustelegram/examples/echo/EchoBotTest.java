package io.github.quarkustelegram.examples.echo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.quarkus.test.junit.QuarkusTest;

/** The echo bot through the fake Telegram, as a user sees it. */
@QuarkusTest
class EchoBotTest {

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void greetsOnStart() {
        telegram.user(1, "Ada").sends("/start");
        assertThat(telegram.awaitReply(1).text()).isEqualTo("Hello, Ada! Send me anything.");
    }

    @Test
    void echoesTextExactlyAsSent() {
        FakeUser grace = telegram.user(2, "Grace");
        grace.sends("naïve café 👋🏽");
        assertThat(telegram.awaitReply(2).text()).isEqualTo("naïve café 👋🏽");
        grace.sends("second");
        assertThat(telegram.awaitReply(2).text()).isEqualTo("second");
    }

    @Test
    void doesNotEchoAnUnknownCommand() {
        telegram.user(3, "Linus").sends("/unknown");
        telegram.user(3, "Linus").sends("after");
        // Replies come in order: the first one is the echo of "after", so nothing answered "/unknown".
        assertThat(telegram.awaitReplies(3, 1, Duration.ofSeconds(10)).get(0).text()).isEqualTo("after");
    }
}
