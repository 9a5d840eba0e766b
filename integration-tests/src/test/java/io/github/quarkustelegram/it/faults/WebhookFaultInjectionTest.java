package io.github.quarkustelegram.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.method.SetWebhook;
import io.github.quarkustelegram.testing.telegram.ChaosReport;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The fault-injection suite through the webhook: the fake delivers each update until the application answers 2xx,
 * and takes some 2xx as lost (delivered again), so the application's deduplication is tried too.
 */
@QuarkusTest
@TestProfile(ChaosProfile.Webhook.class)
class WebhookFaultInjectionTest extends FaultInjectionSuite {

    @TestHTTPResource("/telegram/webhook")
    URL webhook;

    @Inject
    TelegramBot bot;

    @Test
    void everyUpdateHandledOnceInOrderAndEveryReplyDeliveredOnce() throws Exception {
        startClean();
        bot.setWebhook(SetWebhook.builder(webhook.toString()).secretToken(ChaosProfile.Webhook.SECRET).build());

        ChaosReport chaos = run("webhook");

        assertThat(chaos.lostWebhookAnswers()).as("2xx answers lost, the update delivered again").isPositive();
    }
}
