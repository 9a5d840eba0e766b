package io.github.quarkustelegram.deployment.streaming;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Multi;

/**
 * A bot whose only handler streams its answer asks Telegram for the user's stop button too ({@code allowed_updates}):
 * it has no handler of its own for {@code stopped_message_generation}, and without it the stop would never come.
 */
class StreamedAnswerAllowedUpdatesTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Assistant.class))
            .overrideConfigKey("quarkus.http.test-port", "0");

    public static class Assistant {
        @OnText("^[^/]")
        Multi<String> answer() {
            return Multi.createFrom().items("An", " answer.");
        }
    }

    @Inject
    HandledUpdateKinds kinds;

    @Test
    void theStopIsAskedForWithTheKindsTheHandlersHandle() {
        assertThat(kinds.kinds()).containsExactly("message", "stopped_message_generation");
    }
}
