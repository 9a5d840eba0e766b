package io.github.quarkustelegram.examples.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The greeter through the fake Telegram, as users whose apps speak several languages see it. */
@QuarkusTest
class GreeterTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    // tag::speaks[]
    @Test
    void answersInTheLanguageOfTheUsersApp() {
        assertThat(say(telegram.user(1, "Ada").speaks("en"), "/start")).isEqualTo("Hello, Ada! I speak English with you.");
        assertThat(say(telegram.user(2, "Jonas").speaks("de"), "/start"))
                .isEqualTo("Hallo, Jonas! Ich spreche Deutsch mit dir.");
        assertThat(say(telegram.user(3, "Inês").speaks("pt"), "/start")).isEqualTo("Olá, Inês! Falo português contigo.");
        assertThat(say(telegram.user(4, "Caio").speaks("pt-br"), "/start")).isEqualTo("Olá, Caio! Falo português com você.");
    }
    // end::speaks[]

    @Test
    void fallsBackAlongTheChain() {
        // pt-PT is not supported: its language, pt, is.
        assertThat(say(telegram.user(5, "Rui").speaks("pt-PT"), "/start")).isEqualTo("Olá, Rui! Falo português contigo.");
        // A Brazilian text that only European Portuguese has: the bundle falls back from pt_BR to pt.
        assertThat(say(telegram.user(6, "Bia").speaks("pt-BR"), "/help"))
                .isEqualTo("Envia /language para escolheres a língua em que falo contigo.");
        // A language the bot does not speak, and none at all: the default, English.
        assertThat(say(telegram.user(7, "Amélie").speaks("fr"), "/start"))
                .isEqualTo("Hello, Amélie! I speak English with you.");
        assertThat(say(telegram.user(8, "Nobody").speaks(null), "/start"))
                .isEqualTo("Hello, Nobody! I speak English with you.");
    }

    @Test
    void aChosenLanguageIsKeptPerUserUntilTheyFollowTheirAppAgain() {
        FakeUser ada = telegram.user(9, "Ada").speaks("en");
        FakeUser alan = telegram.user(10, "Alan").speaks("en");

        TranscriptEntry question = ada.sends("/language").reply();
        assertThat(question.text()).isEqualTo("Which language shall I speak with you?");
        assertThat(question.buttons()).containsExactly("English", "Deutsch", "Português", "Português (Brasil)",
                "Like my Telegram app");

        TranscriptEntry answer = ada.presses("Deutsch").reply();
        assertThat(answer.messageId()).isEqualTo(question.messageId()); // the question, edited
        assertThat(answer.text()).isEqualTo("Ab jetzt spreche ich Deutsch mit dir.");
        assertThat(say(ada, "/start")).isEqualTo("Hallo, Ada! Ich spreche Deutsch mit dir.");
        assertThat(say(alan, "/start")).isEqualTo("Hello, Alan! I speak English with you."); // his own choice: none

        assertThat(ada.sends("/language").reply().buttons()).contains("Wie meine Telegram-App");
        assertThat(ada.presses("Wie meine Telegram-App").reply().text())
                .isEqualTo("I speak the language of your Telegram app again.");
        assertThat(say(ada, "/start")).isEqualTo("Hello, Ada! I speak English with you.");
    }

    @Test
    void languageTakesATagTypedByTheUser() {
        FakeUser grace = telegram.user(11, "Grace").speaks("de");
        assertThat(say(grace, "/language pt-br")).isEqualTo("A partir de agora falo português com você.");
        assertThat(say(grace, "/start")).isEqualTo("Olá, Grace! Falo português com você.");
        assertThat(say(grace, "/language xx")).isEqualTo("Não conheço a língua \"xx\". Conheço: en, de, pt, pt-BR.");
    }

    private static String say(FakeUser user, String text) {
        return user.sends(text).reply().text();
    }
}
