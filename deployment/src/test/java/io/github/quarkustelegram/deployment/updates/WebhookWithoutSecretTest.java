package io.github.quarkustelegram.deployment.updates;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.quarkus.test.QuarkusUnitTest;

/** Webhook mode with no secret configured: the start-up fails, naming the key to set and the way to opt out. */
class WebhookWithoutSecretTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            // a random port: on a machine running several builds, another application may hold 8081
            .overrideConfigKey("quarkus.http.test-port", "0")
            .withApplicationRoot(jar -> jar.addClasses(RecordingSink.class))
            .overrideConfigKey("quarkus.telegram.updates.mode", "webhook")
            .assertException(failure -> assertThat(failure)
                    .hasStackTraceContaining("quarkus.telegram.updates.webhook.secret-token")
                    .hasStackTraceContaining("QUARKUS_TELEGRAM_UPDATES_WEBHOOK_SECRET_TOKEN")
                    .hasStackTraceContaining("quarkus.telegram.updates.webhook.require-secret=false"));

    @Test
    void startUpFails() {
        // the assertion is in assertException: reaching here means the application did not start
    }
}
