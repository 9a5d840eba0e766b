package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Conversational;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Transition;
import io.quarkus.test.QuarkusUnitTest;

/** Mistakes in declared conversations fail the build, each naming its class or method. */
class ConversationProblemsTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(First.class, Second.class, Unnamed.class, BuildFailures.class))
            .assertException(failure -> {
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(Second.class.getName() + " (@Conversational) and " + First.class.getName()
                        + " (@Conversational) both declare the conversation \"quiz\"");
                assertThat(messages).contains(First.class.getName() + " (@Conversational): ttl \"soon\" is no positive"
                        + " duration (e.g. 15m, 1h, PT30S)");
                assertThat(messages).contains(Unnamed.class.getName() + "#start: @InConversation needs a conversation"
                        + " (its value, or @Conversational on the class) and a state");
            });

    @Conversational(value = "quiz", ttl = "soon")
    public static class First {
        @OnCommand("quiz")
        @InConversation(state = ConversationState.ENTRY)
        Transition start() {
            return Transition.to("q1");
        }
    }

    @Conversational("quiz")
    public static class Second {
        @OnCommand("again")
        @InConversation(state = ConversationState.ENTRY)
        Transition start() {
            return Transition.to("q1");
        }
    }

    /** No @Conversational: the step names no conversation. */
    public static class Unnamed {
        @OnCommand("unnamed")
        @InConversation(state = ConversationState.ENTRY)
        Transition start() {
            return Transition.to("q1");
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
