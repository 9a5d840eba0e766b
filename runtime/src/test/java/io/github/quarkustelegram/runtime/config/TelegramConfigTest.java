package io.github.quarkustelegram.runtime.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;

/** {@code quarkus.telegram.*} read by SmallRye Config as Quarkus does, and turned into the client's settings. */
class TelegramConfigTest {

    private static TelegramConfig config(Map<String, String> properties) {
        return TelegramConfigs.of(properties);
    }

    @Test
    void theDefaultsAreTheClientsDefaults() {
        TelegramConfig config = config(Map.of());

        assertThat(config.bot().token()).isEmpty();
        assertThat(config.api().baseUrl()).isEqualTo(BotApiEndpoint.DEFAULT_BASE_URL);
        assertThat(config.api().testEnvironment()).isFalse();
        assertThat(new HttpOptions(config.client().connectTimeout(), config.client().readTimeout(),
                config.client().maxConnections())).isEqualTo(HttpOptions.defaults());
        assertThat(TelegramClientConfigurer.retryPolicy(config.retry())).isEqualTo(RetryPolicy.defaults());
        assertThat(TelegramClientConfigurer.floodControlLimits(config.floodControl()))
                .isEqualTo(FloodControlLimits.defaults());
    }

    @Test
    void everyKeyReachesTheClient() {
        TelegramConfig config = config(Map.ofEntries(
                Map.entry("quarkus.telegram.bot.token", "123:abc"),
                Map.entry("quarkus.telegram.api.base-url", "http://127.0.0.1:8081/"),
                Map.entry("quarkus.telegram.api.test-environment", "true"),
                Map.entry("quarkus.telegram.client.connect-timeout", "3s"),
                Map.entry("quarkus.telegram.client.read-timeout", "2m"),
                Map.entry("quarkus.telegram.client.max-connections", "7"),
                Map.entry("quarkus.telegram.retry.max-attempts", "3"),
                Map.entry("quarkus.telegram.retry.initial-backoff", "100ms"),
                Map.entry("quarkus.telegram.retry.max-backoff", "5s"),
                Map.entry("quarkus.telegram.retry.multiplier", "1.5"),
                Map.entry("quarkus.telegram.retry.jitter", "false"),
                Map.entry("quarkus.telegram.retry.max-total-time", "40s"),
                Map.entry("quarkus.telegram.retry.max-retry-after", "20s"),
                Map.entry("quarkus.telegram.retry.retry-non-idempotent", "true"),
                Map.entry("quarkus.telegram.flood-control.enabled", "false"),
                Map.entry("quarkus.telegram.flood-control.global-per-second", "25"),
                Map.entry("quarkus.telegram.flood-control.per-chat-per-second", "2"),
                Map.entry("quarkus.telegram.flood-control.per-group-per-minute", "15"),
                Map.entry("quarkus.telegram.flood-control.methods", "send*,edit*"),
                Map.entry("quarkus.telegram.flood-control.excluded-methods", "sendChatAction"),
                Map.entry("quarkus.telegram.flood-control.max-wait", "90s")));

        assertThat(config.client().connectTimeout()).isEqualTo(Duration.ofSeconds(3));
        assertThat(config.client().readTimeout()).isEqualTo(Duration.ofMinutes(2));
        assertThat(config.client().maxConnections()).isEqualTo(7);
        assertThat(TelegramClientConfigurer.retryPolicy(config.retry())).isEqualTo(new RetryPolicy(3,
                Duration.ofMillis(100), Duration.ofSeconds(5), 1.5, false, Duration.ofSeconds(40),
                Duration.ofSeconds(20), true));
        assertThat(TelegramClientConfigurer.floodControlLimits(config.floodControl())).isEqualTo(
                new FloodControlLimits(false, 25, 2, 15, Set.of("send*", "edit*"), Set.of("sendChatAction"),
                        Duration.ofSeconds(90)));
        try (TelegramClient client = TelegramClientConfigurer.builder(config).build()) {
            assertThat(client.baseUrl()).isEqualTo("http://127.0.0.1:8081");
            assertThat(client.testEnvironment()).isTrue();
        }
    }

    @Test
    void withoutATokenTheMessageNamesTheKeyAndTheEnvironmentVariable() {
        assertThatThrownBy(() -> TelegramClientConfigurer.builder(config(Map.of("quarkus.telegram.bot.token", " "))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("quarkus.telegram.bot.token")
                .hasMessageContaining("QUARKUS_TELEGRAM_BOT_TOKEN");
    }
}
