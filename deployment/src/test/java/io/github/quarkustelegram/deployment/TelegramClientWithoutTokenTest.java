package io.github.quarkustelegram.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Duration;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.quarkus.test.QuarkusUnitTest;

/**
 * Without a token (and without the fake Telegram of Dev Services) the application starts; the first bean that needs
 * one fails, naming the key to set.
 */
class TelegramClientWithoutTokenTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest().withEmptyApplication()
            .overrideConfigKey("quarkus.telegram.devservices.enabled", "false");

    @Inject
    Instance<TelegramBot> bot;
    @Inject
    TelegramConfig config;

    @Test
    void theFirstUseFailsNamingTheTokenKeyAndItsEnvironmentVariable() {
        Throwable failure = catchThrowable(() -> bot.get().getMe());

        assertThat(failure).isNotNull();
        assertThat(failure).hasStackTraceContaining("quarkus.telegram.bot.token")
                .hasStackTraceContaining("QUARKUS_TELEGRAM_BOT_TOKEN");
    }

    @Test
    void theConfigurationHasItsDefaults() {
        assertThat(config.bot().token()).isEmpty();
        assertThat(config.api().baseUrl()).isEqualTo("https://api.telegram.org");
        assertThat(config.client().readTimeout()).isEqualTo(Duration.ofSeconds(75));
        assertThat(config.retry().maxAttempts()).isEqualTo(5);
        assertThat(config.floodControl().enabled()).isTrue();
    }
}
