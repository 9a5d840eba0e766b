package io.github.quarkustelegram.deployment.devservices;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;

/** The INFO line Dev Services log when the fake starts: where it is, and how to use a real token instead. */
class FakeTelegramStartedMessageTest {

    @Test
    void theLineSaysWhereTheFakeIsAndHowToTalkToTheRealTelegramWithoutShowingTheToken() {
        try (FakeTelegram telegram = FakeTelegram.builder().botUsername("demo_bot").start()) {
            String line = TelegramDevServicesProcessor.startedMessage(telegram);

            assertThat(line).contains("fake Telegram at " + telegram.baseUrl()).contains("@demo_bot")
                    .contains("quarkus.telegram.bot.token").contains("QUARKUS_TELEGRAM_BOT_TOKEN")
                    .doesNotContain(telegram.token()).doesNotContain("\n");
        }
    }
}
