package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnError;
import io.github.quarkustelegram.dispatch.Router;
import io.github.quarkustelegram.model.Message;
import io.quarkus.test.QuarkusUnitTest;

/** Mistakes in routers and their error methods fail the build, each naming its method or class. */
class RouterProblemsTest {

    private static final String ROUTED = Routed.class.getName();
    private static final String LONELY = Lonely.class.getName();

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Routed.class, Lonely.class, BuildFailures.class))
            .assertException(failure -> {
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(ROUTED + "#inChannels: chatType [channel] is outside its class's"
                        + " @Router chatType [group, supergroup, groups]; a handler narrows its class's chat types");
                assertThat(messages).contains(ROUTED + " (@Router): chatType \"groups\" is none of");
                assertThat(messages).contains(ROUTED + "#second and " + ROUTED + "#first both handle"
                        + " java.lang.IllegalStateException; one method per type of failure");
                assertThat(messages).contains(ROUTED + "#twoFailures: more than one parameter is a Throwable");
                assertThat(messages).contains(ROUTED + "#withMessage: parameter 2 (io.github.quarkustelegram.model"
                        + ".Message message) cannot be given to this handler");
                assertThat(messages).contains("(when " + ROUTED + "#pressed fails)");
                assertThat(messages).doesNotContain("twoFailures: parameter");
                assertThat(messages).contains(LONELY + "#nothingToHandle is @OnError, but its class has no handler");
            });

    @Router(chatType = { "group", "supergroup", "groups" })
    public static class Routed {

        @OnCommand(value = "channels", chatType = "channel")
        void inChannels() {
        }

        @OnCallbackData("press")
        void pressed() {
        }

        @OnError
        void first(IllegalStateException e) {
        }

        @OnError
        void second(IllegalStateException e) {
        }

        @OnError
        void twoFailures(RuntimeException e, Error other) {
        }

        /** A callback query's handler of the class has no Message to give. */
        @OnError
        void withMessage(IllegalArgumentException e, Message message) {
        }
    }

    public static class Lonely {

        @OnError
        void nothingToHandle(Exception e) {
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
