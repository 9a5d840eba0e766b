package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.quarkus.test.QuarkusUnitTest;

/** Two handlers for the same command with the same filters fail the build; a different filter is fine. */
class AmbiguousHandlerTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(FirstBot.class, SecondBot.class, BuildFailures.class))
            .assertException(failure -> {
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(SecondBot.class.getName() + "#help and " + FirstBot.class.getName()
                        + "#help handle the same updates (command /help) with the same filters");
                assertThat(messages).doesNotContain("#helpInGroups");
            });

    /** One handler of /help. */
    public static class FirstBot {
        @OnCommand("help")
        void help() {
        }

        @OnCommand(value = "help", chatType = "group")
        void helpInGroups() {
        }
    }

    /** Another handler of /help, written as /HELP: commands ignore case. */
    public static class SecondBot {
        @OnCommand("/HELP")
        void help() {
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
