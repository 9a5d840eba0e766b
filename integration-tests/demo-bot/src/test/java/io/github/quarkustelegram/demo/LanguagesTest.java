package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.quarkus.test.junit.QuarkusTest;

/** The demo bot answers in the user's language: their app's, or the one they chose, kept in their session. */
@QuarkusTest
class LanguagesTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void theAppsLanguagePicksTheReplyAndAnUnknownOneGetsEnglish() {
        // tag::speaks[]
        assertThat(telegram.user(130, "Jürgen").speaks("de-AT").sends("/hello").reply().text())
                .isEqualTo("Hallo, Jürgen! Ich spreche Deutsch mit dir.");
        // end::speaks[]
        assertThat(telegram.user(131, "Yuki").speaks("ja").sends("/hello").reply().text())
                .isEqualTo("Hello, Yuki! I speak English with you.");
    }

    @Test
    void aChosenLanguageComesBeforeTheAppsUntilForgotten() {
        FakeUser ana = telegram.user(132, "Ana").speaks("en");
        assertThat(ana.sends("/language pt-br").reply().text()).isEqualTo("De agora em diante falo português com você.");
        assertThat(ana.sends("/hello").reply().text()).isEqualTo("Olá, Ana! Falo português com você.");
        assertThat(ana.sends("/language xx").reply().text())
                .isEqualTo("Não conheço essa língua: xx. Conheço: en, de, pt-BR.");
        assertThat(ana.sends("/language").reply().text()).isEqualTo("I now speak the language of your Telegram app.");
        assertThat(ana.sends("/hello").reply().text()).isEqualTo("Hello, Ana! I speak English with you.");
    }
}
