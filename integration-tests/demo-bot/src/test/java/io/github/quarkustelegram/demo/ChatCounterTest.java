package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.quarkus.test.junit.QuarkusTest;

/** The demo bot's per-chat counter, through the fake Telegram: each chat counts on its own, across updates. */
@QuarkusTest
class ChatCounterTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void eachChatCountsOnItsOwn() {
        assertThat(telegram.user(130, "Ada").sends("/count").reply().text()).isEqualTo("This chat counted 1 times");
        assertThat(telegram.user(130, "Ada").sends("/count").reply().text()).isEqualTo("This chat counted 2 times");
        assertThat(telegram.user(131, "Grace").sends("/count").reply().text()).isEqualTo("This chat counted 1 times");
    }
}
