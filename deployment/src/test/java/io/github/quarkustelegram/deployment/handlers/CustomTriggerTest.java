package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.MatchResult;

import jakarta.inject.Inject;

import org.jboss.jandex.DotName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.builder.BuildContext;
import io.quarkus.builder.BuildStep;
import io.quarkus.test.QuarkusUnitTest;

/**
 * A handler annotation added the way another extension would: the annotation, one class reading it, produced as a
 * {@link HandlerTriggerBuildItem}. Nothing else changes: its handlers are beans, take the parameters their trigger
 * gives and are routed next to the built-in annotations' ({@link CustomTriggerProblemsTest}: and checked alike).
 */
class CustomTriggerTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(OnButton.class, VoteBot.class))
            .addBuildChainCustomizer(chain -> chain.addBuildStep(new ButtonTriggerStep())
                    .produces(HandlerTriggerBuildItem.class)
                    .build());

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    // tag::button-trigger[]
    /** A button of a family: its callback data is {@code name:choice}, and the choice reaches the handler. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface OnButton {
        /** @return the buttons' name: lower-case letters */
        String value();
    }

    /** Reads {@code @OnButton}: a callback data pattern, so the handler may take the choice as a {@code MatchResult}. */
    public static final class ButtonTrigger implements HandlerTrigger {

        private static final DotName ANNOTATION = DotName.createSimple(OnButton.class);

        @Override
        public DotName annotation() {
            return ANNOTATION;
        }

        @Override
        public Trigger trigger(TriggerContext handler) {
            String name = handler.annotation().value().asString();
            if (!name.matches("[a-z]+")) {
                handler.problem("@OnButton(\"" + name + "\") is not a button name (lower-case letters)");
                name = "invalid"; // stands in, so that the parameters are checked too
            }
            return Trigger.callbackDataPattern(name + ":(.+)");
        }
    }
    // end::button-trigger[]

    /**
     * The build step another extension would write ({@code @BuildStep HandlerTriggerBuildItem button()}). A class of
     * its own: the test class is loaded again by the application, where build items must not be named.
     */
    public static final class ButtonTriggerStep implements BuildStep {
        @Override
        public void execute(BuildContext context) {
            context.produce(new HandlerTriggerBuildItem(new ButtonTrigger()));
        }
    }

    /** Handlers of the new annotation, next to a built-in one. No scope: having handler methods makes it a bean. */
    public static class VoteBot {

        @OnButton("vote")
        void vote(CallbackQuery query, MatchResult choice) {
            SEEN.add(query.from().id() + " voted " + choice.group(1));
        }

        @OnButton("skip")
        void skip(CallbackQuery query) {
            SEEN.add(query.from().id() + " skipped " + query.data());
        }

        @OnCommand("vote")
        void command() {
            SEEN.add("command");
        }
    }

    @Inject
    UpdateSink sink;

    @Test
    void theNewAnnotationRoutesItsUpdates() throws Exception {
        accept("""
                {"update_id":1,"callback_query":{"id":"q1","from":{"id":7,"is_bot":false,"first_name":"U"},
                "chat_instance":"c","data":"vote:yes"}}""");
        accept("""
                {"update_id":2,"callback_query":{"id":"q2","from":{"id":8,"is_bot":false,"first_name":"V"},
                "chat_instance":"c","data":"skip:later"}}""");
        // neither button's: no handler
        accept("""
                {"update_id":3,"callback_query":{"id":"q3","from":{"id":9,"is_bot":false,"first_name":"W"},
                "chat_instance":"c","data":"vote"}}""");
        accept("""
                {"update_id":4,"message":{"message_id":1,"date":1,"chat":{"id":42,"type":"private"},
                "from":{"id":7,"is_bot":false,"first_name":"U"},"text":"/vote"}}""");
        assertThat(SEEN).containsExactly("7 voted yes", "8 skipped skip:later", "command");
    }

    private void accept(String update) throws Exception {
        sink.accept(TelegramJson.mapper().readValue(update, Update.class)).await().atMost(Duration.ofSeconds(10));
    }
}
