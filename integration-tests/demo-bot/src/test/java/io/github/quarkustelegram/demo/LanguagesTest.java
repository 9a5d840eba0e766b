package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.quarkus.test.junit.QuarkusTest;

/** The demo bot answers in the user's language: their app's, or the one they chose, kept in their session. */
@QuarkusTest
class LanguagesTest {

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void theAppsLanguagePicksTheReplyAndAnUnknownOneGetsEnglish() {
        // tag::speaks[]
        telegram.user(130, "Jürgen").speaks("de-AT").sends("/hello");
        assertThat(telegram.awaitReply(130).text()).isEqualTo("Hallo, Jürgen! Ich spreche Deutsch mit dir.");
        // end::speaks[]
        telegram.user(131, "Yuki").speaks("ja").sends("/hello");
        assertThat(telegram.awaitReply(131).text()).isEqualTo("Hello, Yuki! I speak English with you.");
    }

    @Test
    void aChosenLanguageComesBeforeTheAppsUntilForgotten() {
        FakeUser ana = telegram.user(132, "Ana").speaks("en");
        ana.sends("/language pt-br");
        assertThat(telegram.awaitReply(132).text()).isEqualTo("De agora em diante falo português com você.");
        ana.sends("/hello");
        assertThat(telegram.awaitReply(132).text()).isEqualTo("Olá, Ana! Falo português com você.");
        ana.sends("/language xx");
        assertThat(telegram.awaitReply(132).text()).isEqualTo("Não conheço essa língua: xx. Conheço: en, de, pt-BR.");
        ana.sends("/language");
        assertThat(telegram.awaitReply(132).text()).isEqualTo("I now speak the language of your Telegram app.");
        ana.sends("/hello");
        assertThat(telegram.awaitReply(132).text()).isEqualTo("Hello, Ana! I speak English with you.");
    }
}
