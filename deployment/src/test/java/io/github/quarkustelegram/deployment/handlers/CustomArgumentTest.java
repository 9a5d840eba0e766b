package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.jboss.jandex.DotName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.builder.BuildContext;
import io.quarkus.builder.BuildStep;
import io.quarkus.test.QuarkusUnitTest;

/**
 * A kind of handler parameter added the way another extension would: one class, produced as a
 * {@link HandlerArgumentBuildItem}. Nothing else changes, and handlers take it next to the built-in kinds.
 */
class CustomArgumentTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(EchoBot.class))
            .addBuildChainCustomizer(chain -> chain.addBuildStep(new TextArgumentStep())
                    .produces(HandlerArgumentBuildItem.class)
                    .build());

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    // tag::text-argument[]
    /** A {@code String} parameter: the text (or caption) of the update's message. */
    public static final class TextArgument implements HandlerArgument {

        private static final DotName STRING = DotName.createSimple(String.class);

        @Override
        public DotName type(HandlerContext handler) {
            return STRING;
        }

        @Override
        public ContextMethod value(HandlerContext handler) {
            return new ContextMethod(UpdateContext.class, "text");
        }
    }
    // end::text-argument[]

    /**
     * The build step another extension would write ({@code @BuildStep HandlerArgumentBuildItem text()}). A class of
     * its own: the test class is loaded again by the application, where build items must not be named.
     */
    public static final class TextArgumentStep implements BuildStep {
        @Override
        public void execute(BuildContext context) {
            context.produce(new HandlerArgumentBuildItem(new TextArgument()));
        }
    }

    /** A handler taking the new kind. */
    public static class EchoBot {

        @OnCommand("echo")
        void echo(String text, CommandArguments command) {
            SEEN.add(text + " | " + command.arguments());
        }
    }

    @Inject
    UpdateSink sink;

    @Test
    void theHandlerTakesTheNewKind() throws Exception {
        sink.accept(TelegramJson.mapper().readValue("""
                {"update_id":1,"message":{"message_id":1,"date":1,"chat":{"id":42,"type":"private"},
                "from":{"id":7,"is_bot":false,"first_name":"U"},"text":"/echo hello there"}}""", Update.class))
                .await().atMost(Duration.ofSeconds(10));
        assertThat(SEEN).containsExactly("/echo hello there | hello there");
    }
}
