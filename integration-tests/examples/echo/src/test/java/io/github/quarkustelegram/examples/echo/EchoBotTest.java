package io.github.quarkustelegram.examples.echo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/** The echo bot through the fake Telegram, as a user sees it. */
@QuarkusTest
class EchoBotTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void greetsOnStart() {
        assertThat(telegram.user(1, "Ada").sends("/start").reply().text()).isEqualTo("Hello, Ada! Send me anything.");
    }

    @Test
    void echoesTextExactlyAsSent() {
        FakeUser grace = telegram.user(2, "Grace");
        assertThat(grace.sends("naïve café 👋🏽").reply().text()).isEqualTo("naïve café 👋🏽");
        assertThat(grace.sends("second").reply().text()).isEqualTo("second");
    }

    @Test
    void doesNotEchoAnUnknownCommand() {
        FakeUser linus = telegram.user(3, "Linus");
        UserAction unknown = linus.sends("/unknown");
        linus.sends("after");
        // Replies come in order: the first one after "/unknown" is the echo of "after", so nothing answered it.
        assertThat(unknown.reply().text()).isEqualTo("after");
    }
}
