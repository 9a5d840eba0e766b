package io.github.quarkustelegram.deployment.updates;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.quarkus.test.QuarkusUnitTest;

/**
 * setWebhook fails at start-up (here: nothing listens at the Bot API's address): the start-up fails, saying what
 * failed and which key to check, and never showing the token.
 */
class SetWebhookFailureTest {

    static final String TOKEN = "31415:SECRET-token-value";

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            // a random port: on a machine running several builds, another application may hold 8081
            .overrideConfigKey("quarkus.http.test-port", "0")
            .withApplicationRoot(jar -> jar.addClasses(RecordingSink.class))
            .overrideConfigKey("quarkus.telegram.bot.token", TOKEN)
            .overrideConfigKey("quarkus.telegram.api.base-url", "http://127.0.0.1:9")
            .overrideConfigKey("quarkus.telegram.retry.max-attempts", "1")
            .overrideConfigKey("quarkus.telegram.updates.mode", "webhook")
            .overrideConfigKey("quarkus.telegram.updates.webhook.secret-token", "abc")
            .overrideConfigKey("quarkus.telegram.updates.webhook.url", "https://bot.example.com/telegram/webhook")
            .assertException(failure -> {
                assertThat(failure).hasStackTraceContaining("setWebhook failed at start-up")
                        .hasStackTraceContaining("quarkus.telegram.updates.webhook.url");
                assertThat(stackTrace(failure)).doesNotContain(TOKEN).doesNotContain("SECRET-token-value");
            });

    static String stackTrace(Throwable failure) {
        java.io.StringWriter out = new java.io.StringWriter();
        failure.printStackTrace(new java.io.PrintWriter(out));
        return out.toString();
    }

    @Test
    void startUpFails() {
        // the assertion is in assertException: reaching here means the application did not start
    }
}
