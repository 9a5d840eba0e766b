package io.github.quarkustelegram.method;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A request is logged and quoted in exceptions: a secret in it must not be. */
class SecretsInToStringTest {

    @Test
    void setWebhookShowsEveryFieldButItsSecret() {
        SetWebhook request = SetWebhook.builder("https://bot.example/telegram/webhook")
                .secretToken("s3cr3t-Webhook_Token").maxConnections(40).build();

        assertThat(request.toString()).doesNotContain("s3cr3t")
                .contains("secretToken=***")
                .contains("url=https://bot.example/telegram/webhook")
                .contains("maxConnections=40");
        assertThat(request.toBuilder().secretToken(null).build().toString()).contains("secretToken=null");
    }
}
