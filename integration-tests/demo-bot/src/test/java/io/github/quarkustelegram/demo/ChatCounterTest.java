package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.quarkus.test.junit.QuarkusTest;

/** The demo bot's per-chat counter, through the fake Telegram: each chat counts on its own, across updates. */
@QuarkusTest
class ChatCounterTest {

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void eachChatCountsOnItsOwn() {
        telegram.user(130, "Ada").sends("/count");
        assertThat(telegram.awaitReply(130).text()).isEqualTo("This chat counted 1 times");
        telegram.user(130, "Ada").sends("/count");
        assertThat(telegram.awaitReply(130).text()).isEqualTo("This chat counted 2 times");
        telegram.user(131, "Grace").sends("/count");
        assertThat(telegram.awaitReply(131).text()).isEqualTo("This chat counted 1 times");
    }
}
