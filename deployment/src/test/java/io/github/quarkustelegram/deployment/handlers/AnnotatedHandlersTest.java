package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.MatchResult;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnMediaGroup;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatMemberUpdated;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;

/**
 * Annotated handlers found at build time and called through their generated invokers: parameters by type (every
 * built-in kind), filters from the annotation injected as beans, middleware, blocking handlers off the routing thread.
 */
class AnnotatedHandlersTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Bot.class, NotFromBots.class, AllowedChat.class, Tracing.class,
                    RecordingHook.class, Quiz.class))
            .overrideConfigKey("test.allowed-chat", "42")
            // no token and no Bot API: /start@ThisBot must be recognised from the configured name alone
            .overrideConfigKey("quarkus.telegram.dispatch.bot-username", "ThisBot")
            .overrideConfigKey("quarkus.telegram.dispatch.max-concurrency", "2")
            .overrideConfigKey("quarkus.telegram.dispatch.max-pending", "4")
            .overrideConfigKey("quarkus.telegram.dispatch.album-window", "200ms");

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    /** Handlers of each kind of trigger; no scope annotation: the build makes the class a singleton bean. */
    public static class Bot {

        @OnCommand("start")
        void start(Message message, CommandArguments command, Chat chat, UpdateContext context) {
            SEEN.add("start " + command.arguments() + " in " + chat.id() + " by " + context.handlerName()
                    + " blocking=" + !Thread.currentThread().getName().contains("main"));
        }

        @OnText(value = "^order (\\d+)$", chatType = "private", filter = NotFromBots.class)
        @NonBlocking
        void order(MatchResult match, Update update) {
            SEEN.add("order " + match.group(1) + " #" + update.updateId());
        }

        @OnCallbackData(prefix = "item:")
        Uni<Void> item(CallbackQuery query) {
            SEEN.add("item " + query.data());
            return Uni.createFrom().voidItem();
        }

        @OnCommand("fail")
        void fail() {
            throw new IllegalStateException("handler failed");
        }

        @OnUpdate(UpdateKind.CHAT_MEMBER)
        void member(ChatMemberUpdated change) {
            SEEN.add("member " + change.newChatMember().status());
        }

        @OnMediaGroup(chatType = "private")
        void album(List<Message> album, Message first, Chat chat, UpdateContext context) {
            SEEN.add("album " + album.stream().map(Message::messageId).toList() + " first " + first.messageId()
                    + " in " + chat.id() + " same " + (context.album() == album));
        }

        @OnCommand(value = "whoami", filter = AllowedChat.class)
        void whoami(User sender, TelegramBot bot, ReactiveTelegramBot reactiveBot) {
            SEEN.add("whoami " + sender.id() + " with bots " + (bot != null) + " " + (reactiveBot != null));
        }
    }

    /** A conversation whose steps are annotated handlers. */
    // tag::annotated-conversation[]
    public static class Quiz {

        @Produces
        @Singleton
        Conversation quiz() {
            return Conversation.named("quiz").key(ConversationKey.CHAT).build();
        }

        @OnCommand("quiz")
        @InConversation(value = "quiz", state = ConversationState.ENTRY)
        Transition start(ConversationState state) {
            SEEN.add("quiz starts from " + state.state());
            return Transition.to("question");
        }

        @OnText("^(\\d+)$")
        @InConversation(value = "quiz", state = "question")
        Uni<Transition> answer(MatchResult match, ConversationState state) {
            SEEN.add("answer " + match.group(1) + " in " + state.state());
            return Uni.createFrom().item(match.group(1).equals("4") ? Transition.end() : Transition.stay());
        }
    }
    // end::annotated-conversation[]

    /** A filter class that is not a bean: the build makes it one. */
    public static class NotFromBots implements UpdateFilter {
        @Override
        public boolean test(UpdateContext update) {
            return update.sender() != null && !update.sender().isBot();
        }
    }

    /** A filter bean with a dependency of its own: it is injected into the handlers' bean with what it injects. */
    @Singleton
    public static class AllowedChat implements UpdateFilter {

        @ConfigProperty(name = "test.allowed-chat")
        long allowed;

        @Override
        public boolean test(UpdateContext update) {
            return update.chat() != null && update.chat().id() == allowed;
        }
    }

    @ApplicationScoped
    public static class Tracing implements UpdateMiddleware {
        @Override
        public Uni<Void> around(UpdateContext update, Next next) {
            SEEN.add("> " + update.handlerName().substring(update.handlerName().indexOf('#') + 1));
            return next.proceed();
        }
    }

    /** The application's error hook replaces the default one. */
    @Singleton
    public static class RecordingHook implements HandlerErrorHook {
        @Override
        public Uni<Void> onError(UpdateContext update, Throwable failure) {
            SEEN.add("error in " + update.handlerName().substring(update.handlerName().indexOf('#') + 1) + ": "
                    + failure.getMessage());
            return Uni.createFrom().voidItem();
        }
    }

    @Inject
    UpdateSink sink;

    @Inject
    TelegramRouter router;

    @BeforeEach
    void clear() {
        SEEN.clear();
    }

    private void feed(String json) throws JsonProcessingException {
        sink.accept(TelegramJson.mapper().readValue(json, Update.class)).await().atMost(Duration.ofSeconds(10));
    }

    private static String message(int id, String chatType, boolean fromBot, String text) {
        return """
                {"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":42,"type":"%s"},
                "from":{"id":7,"is_bot":%s,"first_name":"U"},"text":"%s"}}""".formatted(id, id, chatType, fromBot, text);
    }

    @Test
    void eachTriggerReachesItsMethodWithItsParameters() throws Exception {
        feed(message(1, "private", false, "/start@ThisBot ref 1"));
        feed(message(2, "private", false, "order 17"));
        feed(message(3, "group", false, "order 18"));
        feed(message(4, "private", true, "order 19"));
        feed("""
                {"update_id":5,"callback_query":{"id":"q","chat_instance":"c","data":"item:9",
                "from":{"id":7,"is_bot":false,"first_name":"U"}}}""");
        feed("""
                {"update_id":6,"chat_member":{"chat":{"id":-1,"type":"supergroup","title":"G"},"date":1,
                "from":{"id":1,"is_bot":false,"first_name":"A"},
                "old_chat_member":{"status":"left","user":{"id":9,"is_bot":false,"first_name":"N"}},
                "new_chat_member":{"status":"member","user":{"id":9,"is_bot":false,"first_name":"N"}}}}""");
        assertThat(SEEN).containsExactly(
                "> start", "start ref 1 in 42 by " + Bot.class.getName() + "#start blocking=true",
                "> order", "order 17 #2",
                "> item", "item item:9",
                "> member", "member member");
    }

    @Test
    void anAlbumReachesItsHandlerOnceInMessageOrderAndAGroupsAlbumNoHandlerTakesGoesPartByPart() throws Exception {
        List<java.util.concurrent.CompletableFuture<Void>> parts = new java.util.ArrayList<>();
        for (int id : new int[] { 22, 21, 23 }) {
            parts.add(sink.accept(TelegramJson.mapper().readValue(photo(id, 42, "private"), Update.class))
                    .subscribeAsCompletionStage());
        }
        // a group's album: chatType says no, and no route of single photos exists either: each part goes unhandled
        parts.add(sink.accept(TelegramJson.mapper().readValue(photo(24, -5, "group"), Update.class))
                .subscribeAsCompletionStage());
        java.util.concurrent.CompletableFuture.allOf(parts.toArray(new java.util.concurrent.CompletableFuture[0]))
                .get(10, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(SEEN).containsExactly("> album", "album [21, 22, 23] first 21 in 42 same true");
    }

    private static String photo(int id, long chat, String chatType) {
        return """
                {"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":%d,"type":"%s"},
                "from":{"id":7,"is_bot":false,"first_name":"U"},"media_group_id":"album-%d",
                "photo":[{"file_id":"f","file_unique_id":"u","width":1,"height":1}]}}"""
                .formatted(id, id, chat, chatType, chat);
    }

    @Test
    void theSenderTheBotsAndAnInjectedFilter() throws Exception {
        feed(message(15, "private", false, "/whoami"));
        feed("""
                {"update_id":16,"message":{"message_id":16,"date":1,"chat":{"id":43,"type":"private"},
                "from":{"id":7,"is_bot":false,"first_name":"U"},"text":"/whoami"}}""");
        assertThat(SEEN).containsExactly("> whoami", "whoami 7 with bots true true");
    }

    @Test
    void aFailingHandlerGoesToTheApplicationsHook() throws Exception {
        feed(message(7, "private", false, "/fail"));
        feed(message(8, "private", false, "/start@OtherBot"));
        assertThat(SEEN).containsExactly("> fail", "error in fail: handler failed");
    }

    @Test
    void annotatedConversationSteps() throws Exception {
        feed(message(11, "private", false, "/quiz"));
        feed(message(12, "private", false, "5"));
        feed(message(13, "private", false, "4"));
        feed(message(14, "private", false, "4"));
        assertThat(SEEN).containsExactly("> conversation quiz (entry)", "quiz starts from entry",
                "> conversation quiz (question)", "answer 5 in question",
                "> conversation quiz (question)", "answer 4 in question");
    }

    @Test
    void routesAddedAtRunTimeCompeteWithAnnotatedOnes() throws Exception {
        TelegramRouter.Registration registration = router.onCommand("late", update -> {
            SEEN.add("late " + update.command().arguments());
            return Uni.createFrom().voidItem();
        });
        feed(message(9, "private", false, "/late x"));
        registration.remove();
        feed(message(10, "private", false, "/late y"));
        assertThat(SEEN).containsExactly("> command /late", "late x");
    }
}
