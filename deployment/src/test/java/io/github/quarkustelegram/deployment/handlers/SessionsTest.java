package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.sessions.Sessions;
import io.github.quarkustelegram.sessions.UnreadableSessionException;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;

/**
 * Sessions as handler parameters and through the {@link Sessions} bean, on the default in-memory store: a counter
 * survives across updates, a failing handler writes nothing, a value its class cannot read fails the handler naming
 * the key and the class.
 */
class SessionsTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Counter.class, Language.class, CounterBot.class,
                    LanguageBot.class, Routes.class, RecordingHook.class, Guess.class))
            .overrideConfigKey("quarkus.telegram.sessions.max-entries", "100")
            // other modules' tests may hold 8081 on a shared machine
            .overrideConfigKey("quarkus.http.test-port", "0");

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    // tag::counter[]
    /** Per chat (the default scope): a mutable class, changed in place by the handler. */
    @SessionData
    public static class Counter {
        int count;
        List<String> words = new ArrayList<>();
    }

    public static class CounterBot {

        @OnCommand("count")
        void count(Counter counter) { // loaded before, saved after: nothing else to do
            counter.count++;
        }
        // end::counter[]

        @OnText("^word (\\w+)$")
        void word(Counter counter, UpdateContext update) {
            counter.words.add(update.text().substring(5));
            SEEN.add("words " + counter.words);
        }

        @OnCommand("boom")
        void boom(Counter counter) {
            counter.count += 100;
            throw new IllegalStateException("boom after changing the counter");
        }

        /** Written when the Uni completes, with what it did to the counter by then. */
        @OnCommand("later")
        @NonBlocking
        Uni<Void> later(Counter counter) {
            return Uni.createFrom().voidItem().onItem().delayIt().by(Duration.ofMillis(50))
                    .invoke(() -> counter.count += 10);
        }

        @OnCommand("show")
        void show(Counter counter) {
            SEEN.add("count " + counter.count);
        }
        // tag::counter[]
    }
    // end::counter[]

    // tag::holder[]
    /** Per user, whatever the chat: a record, so a holder. */
    @SessionData(scope = SessionScope.USER)
    public record Language(String code) {
        static Language initial() {
            return new Language("en");
        }
    }

    public static class LanguageBot {

        @OnCommand("lang")
        void lang(Session<Language> language, UpdateContext update) {
            String code = update.command().arguments();
            if (code.isBlank()) {
                language.clear(); // back to initial()
            } else {
                language.set(new Language(code));
            }
        }
    }
    // end::holder[]

    // tag::router[]
    /** A route of the programmatic router reads the same session through the Sessions bean. */
    @Singleton
    public static class Routes {

        @Inject
        Sessions sessions;

        void routes(@Observes StartupEvent start, TelegramRouter router) {
            router.onCommand("language",
                    update -> sessions.load(update, Language.class)
                            .invoke(language -> SEEN.add("language " + language.get().code()))
                            .replaceWithVoid());
        }
    }
    // end::router[]

    /** Conversation steps take sessions too: written when the step's transition completed. */
    public static class Guess {

        @Produces
        @Singleton
        Conversation guess() {
            return Conversation.named("guess").key(ConversationKey.CHAT).build();
        }

        @OnCommand("guess")
        @InConversation(value = "guess", state = ConversationState.ENTRY)
        Transition start(Counter counter) {
            counter.count++;
            return Transition.to("guessing");
        }

        @OnText("^(\\d+)$")
        @InConversation(value = "guess", state = "guessing")
        Transition guessed(Counter counter, UpdateContext update) {
            counter.words.add(update.text());
            return Transition.end();
        }
    }

    @Singleton
    public static class RecordingHook implements HandlerErrorHook {
        @Override
        public Uni<Void> onError(UpdateContext update, Throwable failure) {
            SEEN.add("error " + failure.getClass().getSimpleName() + ": " + failure.getMessage());
            return Uni.createFrom().voidItem();
        }
    }

    @Inject
    UpdateSink sink;

    @Inject
    SessionStore store;

    @BeforeEach
    void clear() {
        SEEN.clear();
    }

    private void feed(int id, long chat, long user, String text) throws JsonProcessingException {
        String json = """
                {"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":%d,"type":"group","title":"G"},
                "from":{"id":%d,"is_bot":false,"first_name":"U"},"text":"%s"}}""".formatted(id, id, chat, user, text);
        sink.accept(TelegramJson.mapper().readValue(json, Update.class)).await().atMost(Duration.ofSeconds(10));
    }

    @Test
    void aCounterSurvivesAcrossUpdatesPerChat() throws Exception {
        feed(1, 10, 7, "/count");
        feed(2, 10, 8, "/count");
        feed(3, 11, 7, "/count");
        feed(4, 10, 7, "word tea");
        feed(5, 10, 7, "word milk");
        feed(6, 10, 7, "/show");
        feed(7, 11, 7, "/show");
        assertThat(SEEN).containsExactly("words [tea]", "words [tea, milk]", "count 2", "count 1");
        assertThat(store.load("Counter:c10").await().indefinitely().json())
                .isEqualTo("{\"count\":2,\"words\":[\"tea\",\"milk\"]}");
    }

    @Test
    void aUniHandlersChangeIsWrittenWhenItsUniCompletes() throws Exception {
        feed(50, 50, 7, "/later");
        feed(51, 50, 7, "/count");
        feed(52, 50, 7, "/show");
        assertThat(SEEN).containsExactly("count 11");
    }

    @Test
    void aConversationStepsSessionIsWritten() throws Exception {
        feed(60, 60, 7, "/guess");
        feed(61, 60, 7, "42");
        feed(62, 60, 7, "/show");
        assertThat(SEEN).containsExactly("count 1");
        assertThat(store.load("Counter:c60").await().indefinitely().json())
                .isEqualTo("{\"count\":1,\"words\":[\"42\"]}");
    }

    @Test
    void aFailingHandlerWritesNothing() throws Exception {
        feed(10, 20, 7, "/count");
        feed(11, 20, 7, "/boom");
        feed(12, 20, 7, "/show");
        assertThat(SEEN).containsExactly("error IllegalStateException: boom after changing the counter", "count 1");
    }

    @Test
    void aHolderIsPerUserAcrossChatsAndTheRouterReadsIt() throws Exception {
        feed(20, 30, 9, "/language");
        feed(21, 30, 9, "/lang de");
        feed(22, 31, 9, "/language");
        feed(23, 31, 5, "/language");
        feed(24, 32, 9, "/lang");
        feed(25, 30, 9, "/language");
        assertThat(SEEN).containsExactly("language en", "language de", "language en", "language en");
        assertThat(store.load("Language:u9").await().indefinitely()).isNull();
    }

    @Test
    void aValueTheClassCannotReadFailsTheHandlerNamingKeyAndClass() throws Exception {
        store.compareAndSet("Counter:c40", 0, "{\"count\":\"lots\"}", Duration.ofMinutes(1)).await().indefinitely();
        feed(30, 40, 7, "/show");
        assertThat(SEEN).hasSize(1);
        assertThat(SEEN.get(0)).startsWith("error " + UnreadableSessionException.class.getSimpleName())
                .contains("Counter:c40").contains(Counter.class.getName());
        // unchanged: nothing reset it
        assertThat(store.load("Counter:c40").await().indefinitely().json()).isEqualTo("{\"count\":\"lots\"}");
    }
}
