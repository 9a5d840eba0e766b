package io.github.quarkustelegram.runtime.receivers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.SetWebhook;
import io.github.quarkustelegram.model.UpdateType;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode;
import io.github.quarkustelegram.runtime.config.TelegramConfigs;
import io.github.quarkustelegram.updates.PollingOptions;
import io.github.quarkustelegram.updates.WebhookOptions;
import io.github.quarkustelegram.updates.WebhookOptions.AnswerMode;

/** {@code quarkus.telegram.updates.*} read as Quarkus reads it, and turned into the receivers' options. */
class ReceiverSettingsTest {

    private static TelegramConfig config(Map<String, String> properties) {
        return TelegramConfigs.of(properties);
    }

    @Test
    void theModeDefaultsToPollingWithHandlersAndToNoneWithout() {
        assertThat(ReceiverSettings.mode(config(Map.of()), true)).isEqualTo(UpdatesMode.POLLING);
        assertThat(ReceiverSettings.mode(config(Map.of()), false)).isEqualTo(UpdatesMode.NONE);
        assertThat(ReceiverSettings.mode(config(Map.of("quarkus.telegram.updates.mode", "webhook")), false))
                .isEqualTo(UpdatesMode.WEBHOOK);
        assertThat(ReceiverSettings.mode(config(Map.of("quarkus.telegram.updates.mode", "none")), true))
                .isEqualTo(UpdatesMode.NONE);
    }

    @Test
    void theWebhookDefaultsAreTheHandlersDefaults() {
        WebhookOptions options = ReceiverSettings.webhookOptions(
                config(Map.of("quarkus.telegram.updates.webhook.secret-token", "s3cret_-X")).updates().webhook());

        assertThat(options).isEqualTo(WebhookOptions.withSecret("s3cret_-X"));
        assertThat(options.maxBodyBytes()).isEqualTo(1024 * 1024);
    }

    @Test
    void everyWebhookKeyReachesTheOptions() {
        WebhookOptions options = ReceiverSettings.webhookOptions(config(Map.of(
                "quarkus.telegram.updates.webhook.secret-token", "abc",
                "quarkus.telegram.updates.webhook.max-body-size", "64K",
                "quarkus.telegram.updates.webhook.answer", "on-receipt",
                "quarkus.telegram.updates.webhook.handling-timeout", "2s",
                "quarkus.telegram.updates.webhook.read-timeout", "3s",
                "quarkus.telegram.updates.webhook.max-in-flight", "50")).updates().webhook());

        assertThat(options).isEqualTo(new WebhookOptions("abc", 64 * 1024, AnswerMode.ON_RECEIPT,
                Duration.ofSeconds(2), Duration.ofSeconds(3), 50));
    }

    @Test
    void aMissingSecretNamesTheKeyAndHowToTurnItOff() {
        TelegramConfig.Webhook webhook = config(Map.of()).updates().webhook();

        assertThatThrownBy(() -> ReceiverSettings.webhookOptions(webhook))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("quarkus.telegram.updates.webhook.secret-token")
                .hasMessageContaining("QUARKUS_TELEGRAM_UPDATES_WEBHOOK_SECRET_TOKEN")
                .hasMessageContaining("quarkus.telegram.updates.webhook.require-secret=false");
    }

    @Test
    void noSecretWhenExplicitlyNotRequired() {
        WebhookOptions options = ReceiverSettings.webhookOptions(config(Map.of(
                "quarkus.telegram.updates.webhook.require-secret", "false")).updates().webhook());

        assertThat(options.secretRequired()).isFalse();
    }

    @Test
    void anInvalidSecretNamesTheKeyButNotTheSecret() {
        TelegramConfig.Webhook webhook = config(Map.of("quarkus.telegram.updates.webhook.secret-token",
                "has space!")).updates().webhook();

        assertThatThrownBy(() -> ReceiverSettings.webhookOptions(webhook))
                .hasMessageContaining("quarkus.telegram.updates.webhook.secret-token")
                .hasMessageNotContaining("has space!");
    }

    @Test
    void setWebhookCarriesUrlSecretAllowedUpdatesAndOptions() {
        TelegramConfig.Webhook webhook = config(Map.of(
                "quarkus.telegram.updates.webhook.url", "https://bot.example.com/telegram/webhook",
                "quarkus.telegram.updates.webhook.secret-token", "abc",
                "quarkus.telegram.updates.webhook.drop-pending-updates", "true",
                "quarkus.telegram.updates.webhook.max-connections", "10")).updates().webhook();
        List<UpdateType> allowed = List.of(UpdateType.MESSAGE, UpdateType.CHAT_MEMBER);

        SetWebhook call = ReceiverSettings.setWebhook(webhook, ReceiverSettings.webhookOptions(webhook), allowed);

        assertThat(call).isEqualTo(SetWebhook.builder("https://bot.example.com/telegram/webhook").secretToken("abc")
                .allowedUpdates(allowed).dropPendingUpdates(true).maxConnections(10).build());
    }

    @Test
    void noSetWebhookWithoutAUrl() {
        TelegramConfig.Webhook webhook = config(Map.of("quarkus.telegram.updates.webhook.secret-token", "abc"))
                .updates().webhook();

        assertThat(ReceiverSettings.setWebhook(webhook, ReceiverSettings.webhookOptions(webhook), List.of())).isNull();
    }

    @Test
    void allowedUpdatesAreTheHandledKindsUnlessConfigured() {
        assertThat(ReceiverSettings.allowedUpdates(config(Map.of()), List.of("callback_query", "message")))
                .containsExactly(UpdateType.CALLBACK_QUERY, UpdateType.MESSAGE);
        assertThat(ReceiverSettings.allowedUpdates(config(Map.of()), List.of())).isEmpty();
        assertThat(ReceiverSettings.allowedUpdates(config(Map.of("quarkus.telegram.updates.allowed-updates",
                "chat_member,message_reaction")), List.of("message")))
                .containsExactly(UpdateType.CHAT_MEMBER, UpdateType.MESSAGE_REACTION);
    }

    @Test
    void anUnknownAllowedUpdateNamesTheKey() {
        TelegramConfig config = config(Map.of("quarkus.telegram.updates.allowed-updates", "mesage"));

        assertThatThrownBy(() -> ReceiverSettings.allowedUpdates(config, List.of()))
                .hasMessageContaining("quarkus.telegram.updates.allowed-updates").hasMessageContaining("'mesage'");
    }

    @Test
    void everyPollingKeyReachesTheOptions() {
        List<UpdateType> allowed = List.of(UpdateType.MESSAGE);
        assertThat(ReceiverSettings.pollingOptions(config(Map.of()).updates().polling(), allowed))
                .isEqualTo(PollingOptions.defaults().withAllowedUpdates(allowed));

        PollingOptions options = ReceiverSettings.pollingOptions(config(Map.of(
                "quarkus.telegram.updates.polling.timeout", "20s",
                "quarkus.telegram.updates.polling.limit", "10",
                "quarkus.telegram.updates.polling.initial-backoff", "500ms",
                "quarkus.telegram.updates.polling.max-backoff", "5s",
                "quarkus.telegram.updates.polling.max-handling-attempts", "2",
                "quarkus.telegram.updates.polling.drain-timeout", "3s",
                "quarkus.telegram.updates.polling.delete-webhook", "true")).updates().polling(), allowed);

        assertThat(options).isEqualTo(new PollingOptions(Duration.ofSeconds(20), 10, allowed, Duration.ofMillis(500),
                Duration.ofSeconds(5), 2, Duration.ofSeconds(3), true));
    }

    @Test
    void anOutOfRangePollingValueNamesTheGroup() {
        TelegramConfig.Polling polling = config(Map.of("quarkus.telegram.updates.polling.limit", "500"))
                .updates().polling();

        assertThatThrownBy(() -> ReceiverSettings.pollingOptions(polling, List.of()))
                .hasMessageContaining("quarkus.telegram.updates.polling").hasMessageContaining("limit");
    }
}
