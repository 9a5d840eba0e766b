package io.github.quarkustelegram.deployment.updates;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.quarkus.test.QuarkusUnitTest;

/** A receiver enabled but no UpdateSink bean to hand the updates to: the start-up fails and says what to do. */
class ReceiverWithoutSinkTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            // a random port: on a machine running several builds, another application may hold 8081
            .overrideConfigKey("quarkus.http.test-port", "0")
            .withEmptyApplication()
            .overrideConfigKey("quarkus.telegram.bot.token", "31415:no-sink")
            .overrideConfigKey("quarkus.telegram.api.base-url", "http://127.0.0.1:9")
            .overrideConfigKey("quarkus.telegram.updates.mode", "polling")
            .assertException(failure -> assertThat(failure)
                    .hasStackTraceContaining("no io.github.quarkustelegram.runtime.updates.UpdateSink bean")
                    .hasStackTraceContaining("quarkus.telegram.updates.mode=none"));

    @Test
    void startUpFails() {
        // the assertion is in assertException: reaching here means the application did not start
    }
}
