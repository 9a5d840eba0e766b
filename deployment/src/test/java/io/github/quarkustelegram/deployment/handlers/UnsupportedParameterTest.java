package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.model.Message;
import io.quarkus.test.QuarkusUnitTest;

/** A handler parameter no source gives, and a return type the dispatcher cannot use, fail the build. */
class UnsupportedParameterTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(WrongBot.class, BuildFailures.class))
            .assertException(failure -> {
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(WrongBot.class.getName() + "#start: parameter 2 (java.lang.String name)"
                        + " cannot be given to this handler; it may take Update, Message, UpdateContext, Chat, User,"
                        + " TelegramBot, ReactiveTelegramBot, CommandArguments");
                assertThat(messages).contains(WrongBot.class.getName() + "#count: returns int; a handler returns void,"
                        + " a String, a FormattedText, a Reply, a TelegramRequest (executed as it is), a List of one of"
                        + " these, a Uni of any of them, or a Multi<String> or Multi<FormattedText> (streamed)");
                assertThat(messages).contains(WrongBot.class.getName() + "#data: @OnCallbackData needs exactly one of"
                        + " value, prefix, pattern, or a parameter of a @CallbackData record; got [value, prefix]");
            });

    /** Handlers with mistakes. */
    public static class WrongBot {

        @OnCommand("start")
        void start(Message message, String name) {
        }

        @OnCommand("count")
        int count() {
            return 1;
        }

        @OnCallbackData(value = "a", prefix = "b")
        void data() {
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
