package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.regex.MatchResult;

import jakarta.enterprise.inject.spi.DeploymentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.deployment.handlers.CustomTriggerTest.ButtonTriggerStep;
import io.github.quarkustelegram.deployment.handlers.CustomTriggerTest.OnButton;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.model.CallbackQuery;
import io.quarkus.test.QuarkusUnitTest;

/**
 * The mistakes in the methods of an annotation another extension added are build problems like the built-in ones':
 * what its class finds wrong, the parameters its trigger does not give, two handlers competing for the same updates,
 * a method with it and a built-in one.
 */
class CustomTriggerProblemsTest {

    private static final String BOT = WrongButtons.class.getName();

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(OnButton.class, WrongButtons.class, BuildFailures.class))
            .addBuildChainCustomizer(chain -> chain.addBuildStep(new ButtonTriggerStep())
                    .produces(HandlerTriggerBuildItem.class)
                    .build())
            .assertException(failure -> {
                assertThat(failure).isInstanceOf(DeploymentException.class);
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(
                        BOT + "#badName: @OnButton(\"Vote Now\") is not a button name (lower-case letters)",
                        BOT + "#command: parameter 1 (io.github.quarkustelegram.dispatch.CommandArguments command)"
                                + " cannot be given to this handler; it may take Update, CallbackQuery, UpdateContext,"
                                + " Chat, User, TelegramBot, ReactiveTelegramBot, MatchResult",
                        BOT + "#two has more than one handler annotation [@OnButton, @OnCallbackData]",
                        BOT + "#sameAsPattern and " + BOT + "#pattern handle the same updates (callback data pattern"
                                + " rate:(.+)) with the same filters");
            });

    /** Handlers with one mistake each. */
    public static class WrongButtons {

        @OnButton("Vote Now")
        void badName(MatchResult choice) {
        }

        @OnButton("ask")
        void command(CommandArguments command) {
        }

        @OnButton("both")
        @OnCallbackData("both")
        void two() {
        }

        @OnButton("rate")
        void sameAsPattern(CallbackQuery query) {
        }

        @OnCallbackData(pattern = "rate:(.+)")
        void pattern(CallbackQuery query) {
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
