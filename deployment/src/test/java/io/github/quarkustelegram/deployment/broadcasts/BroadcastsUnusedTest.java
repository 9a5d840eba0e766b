package io.github.quarkustelegram.deployment.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.quarkus.test.QuarkusUnitTest;

/**
 * A bot that names neither {@code Broadcasts} nor {@code ScheduledMessages} does not send them: its broadcasts'
 * engine is off by default (a fleet on Redis never asks its store for them), while {@link BroadcastsTest}'s, which
 * names them, is on.
 */
class BroadcastsUnusedTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Plain.class))
            .overrideConfigKey("quarkus.http.test-port", "0");

    public static class Plain {
        @OnCommand("start")
        String start() {
            return "Hello";
        }
    }

    @ConfigProperty(name = "quarkus.telegram.broadcasts.enabled")
    boolean enabled;

    @Test
    void theEngineIsOffByDefault() {
        assertThat(enabled).isFalse();
    }
}
