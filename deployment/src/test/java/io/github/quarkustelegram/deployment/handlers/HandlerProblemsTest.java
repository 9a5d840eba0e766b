package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.regex.MatchResult;

import jakarta.enterprise.inject.Vetoed;
import jakarta.enterprise.inject.spi.DeploymentException;
import jakarta.inject.Singleton;

import org.jboss.jandex.DotName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnMediaGroup;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.quarkus.builder.BuildContext;
import io.quarkus.builder.BuildStep;
import io.quarkus.test.QuarkusUnitTest;

/**
 * Every mistake in handler methods is a validation error: the build reports all of them at once, each naming
 * {@code Class#method}, next to the validation errors of ArC and other extensions (here ArC's: an inner class with a
 * scope annotation). Kinds of argument an extension adds report theirs alike.
 */
class HandlerProblemsTest {

    private static final String BOT = WrongBot.class.getName();

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(WrongBot.class, AbstractFilter.class, VetoedBot.class,
                    InnerBean.class, BuildFailures.class))
            // kinds of argument as another extension would add them
            .addBuildChainCustomizer(chain -> chain.addBuildStep(new TestArgumentsStep())
                    .produces(HandlerArgumentBuildItem.class)
                    .build())
            .assertException(failure -> {
                assertThat(failure).isInstanceOf(DeploymentException.class);
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(
                        BOT + "#match: parameter 1 (java.util.regex.MatchResult match) cannot be given to this handler;"
                                + " it may take Update, Message, UpdateContext, Chat, User, TelegramBot,"
                                + " ReactiveTelegramBot, CommandArguments",
                        BOT + "#notAStep: parameter 1 (io.github.quarkustelegram.dispatch.ConversationState state)"
                                + " cannot be given to this handler; it may take Update, Poll, UpdateContext, Chat,"
                                + " User, TelegramBot, ReactiveTelegramBot",
                        BOT + "#chat: parameter 1 (io.github.quarkustelegram.model.Chat chat) is given by more than"
                                + " one kind of argument",
                        BOT + "#pollText: parameter 1 (java.lang.String text) is the text of a message, and poll"
                                + " updates carry none",
                        BOT + "#badRegex: @OnText is not a valid regular expression: Unclosed group",
                        BOT + "#badCommand: @OnCommand(\"two words\") is not a command",
                        BOT + "#twoTriggers has more than one handler annotation [@OnCommand, @OnText]",
                        BOT + "#lonelyStep has @InConversation but no handler annotation",
                        BOT + "#hidden is private or static",
                        BOT + "#group: chatType \"grop\" is none of [channel, group, private, supergroup]",
                        BOT + "#step: returns java.lang.String; a conversation step returns void (stay), a Transition"
                                + " or a Uni of one",
                        BOT + "#filtered: the filter " + AbstractFilter.class.getName() + " is abstract",
                        BOT + "#callbacks: kinds has CALLBACK_QUERY, which carries no Message",
                        BOT + "#notAnAlbum: parameter 1 (java.util.List<io.github.quarkustelegram.model.Message> album)"
                                + " cannot be given to this handler",
                        BOT + "#albumOfStrings: parameter 1 (java.util.List<java.lang.String> album) cannot be given"
                                + " to this handler; it may take Update, Message, UpdateContext, Chat, User,"
                                + " TelegramBot, ReactiveTelegramBot, List",
                        BOT + "#channelAlbums: kinds has CALLBACK_QUERY, which carries no Message",
                        VetoedBot.class.getName() + "#vetoed: its class " + VetoedBot.class.getName()
                                + " is not a CDI bean",
                        // ArC's own problem, in the same report
                        InnerBean.class.getName() + " has a scope annotation but it must be ignored per the CDI"
                                + " rules");
            });

    /** Handlers with one mistake each. */
    public static class WrongBot {

        @OnCommand("match")
        void match(MatchResult match) {
        }

        @OnUpdate(UpdateKind.POLL)
        void notAStep(ConversationState state) {
        }

        @OnCommand("chat")
        void chat(Chat chat) {
        }

        @OnUpdate(UpdateKind.POLL)
        void pollText(String text) {
        }

        @OnText("(unclosed")
        void badRegex() {
        }

        @OnCommand("two words")
        void badCommand() {
        }

        @OnCommand("both")
        @OnText("both")
        void twoTriggers() {
        }

        @InConversation(value = "quiz", state = "question")
        void lonelyStep() {
        }

        @OnCommand("hidden")
        private void hidden() {
        }

        @OnCommand(value = "group", chatType = "grop")
        void group() {
        }

        @OnCommand("step")
        @InConversation(value = "quiz", state = ConversationState.ENTRY)
        String step() {
            return "";
        }

        @OnCommand(value = "filtered", filter = AbstractFilter.class)
        void filtered() {
        }

        @OnCommand(value = "callbacks", kinds = UpdateKind.CALLBACK_QUERY)
        void callbacks() {
        }

        @OnCommand("album")
        void notAnAlbum(List<Message> album) {
        }

        @OnMediaGroup
        void albumOfStrings(List<String> album) {
        }

        @OnMediaGroup(kinds = UpdateKind.CALLBACK_QUERY)
        void channelAlbums() {
        }
    }

    /** A filter that cannot be made. */
    public abstract static class AbstractFilter implements UpdateFilter {
    }

    /** Handlers of a class that is no bean. */
    @Vetoed
    public static class VetoedBot {
        @OnCommand("vetoed")
        void vetoed() {
        }
    }

    /** ArC's own problem: an inner class cannot be a bean. */
    @Singleton
    public class InnerBean {
    }

    /** A second kind of argument giving {@code Chat}. */
    public static final class SecondChatArgument implements HandlerArgument {
        @Override
        public DotName type(HandlerContext handler) {
            return DotName.createSimple(Chat.class);
        }

        @Override
        public ContextMethod value(HandlerContext handler) {
            return new ContextMethod(UpdateContext.class, "chat");
        }
    }

    /**
     * A {@code String} parameter is the message's text: a kind that recognises every {@code String} parameter and
     * reports, in its own words, those of handlers whose updates carry no message.
     */
    public static final class MessageTextArgument implements HandlerArgument {

        private static final DotName STRING = DotName.createSimple(String.class);

        @Override
        public DotName type(HandlerContext handler) {
            return STRING;
        }

        @Override
        public boolean matches(ParameterContext parameter) {
            if (!parameter.type().name().equals(STRING)) {
                return false;
            }
            HandlerContext handler = parameter.handler();
            if (handler.payload() != Message.class) {
                parameter.problem("is the text of a message, and " + handler.kinds().get(0).wireName()
                        + " updates carry none");
            }
            return true;
        }

        @Override
        public ContextMethod value(HandlerContext handler) {
            return new ContextMethod(UpdateContext.class, "text");
        }
    }

    /** Registers the test's kinds (a class of its own, as in {@link CustomArgumentTest}). */
    public static final class TestArgumentsStep implements BuildStep {
        @Override
        public void execute(BuildContext context) {
            context.produce(new HandlerArgumentBuildItem(new SecondChatArgument()));
            context.produce(new HandlerArgumentBuildItem(new MessageTextArgument()));
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
