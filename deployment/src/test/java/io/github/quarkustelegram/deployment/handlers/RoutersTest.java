package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.deployment.UnitTestBotApi;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.HandlerTimeoutException;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnError;
import io.github.quarkustelegram.dispatch.Router;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Uni;

/**
 * A handler class as a router: its {@code @Router}'s chat types, filters and middleware apply to its handlers only
 * (a handler's own chat type narrowing them), and its {@code @OnError} methods handle its handlers' failures, the most
 * specific type first, before the application's error hook.
 */
class RoutersTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Moderation.class, Others.class, FromAdmins.class, Audit.class,
                    Timing.class, Hook.class, UnitTestBotApi.class))
            .overrideConfigKey("quarkus.telegram.bot.token", "123456:routers")
            .overrideConfigKey("quarkus.telegram.api.base-url", UnitTestBotApi.baseUrl())
            .overrideConfigKey("quarkus.telegram.updates.mode", "none")
            .overrideConfigKey("quarkus.telegram.flood-control.enabled", "false")
            .overrideConfigKey("quarkus.telegram.dispatch.handler-timeout", "1s");

    static final List<String> SEEN = new CopyOnWriteArrayList<>();
    static final long ADMIN = 1;

    // tag::router[]
    @Router(chatType = { "group", "supergroup" }, filter = FromAdmins.class, middleware = Audit.class)
    public static class Moderation {

        @OnCommand("ban")
        String ban() {
            return "Banned.";
        }

        @OnCommand(value = "purge", chatType = "supergroup") // narrower than the class
        String purge() {
            return "Purged.";
        }

        @OnCommand("kick")
        String kick() {
            throw new NoSuchElementException("no such member");
        }

        @OnCommand("mute")
        String mute() {
            throw new IllegalStateException("muting is off");
        }

        @OnCommand("export")
        String export() throws IOException {
            throw new IOException("disk full");
        }

        @OnCommand("warn")
        String warn() {
            throw new UnsupportedOperationException("warnings are off");
        }

        @OnCommand("slow")
        Uni<String> slow() {
            return Uni.createFrom().nothing();
        }

        @OnError
        String notFound(NoSuchElementException e, Chat chat) { // the most specific type wins
            return "Not found: " + e.getMessage() + " (in " + chat.id() + ")";
        }

        @OnError
        String refused(RuntimeException e) {
            return "Refused: " + e.getMessage();
        }

        @OnError
        String failedToWrite(IOException e) { // a checked exception, as the handler threw it
            return "Could not export: " + e.getMessage();
        }

        @OnError
        String unsupported(UnsupportedOperationException e) {
            throw new IllegalArgumentException("the error method failed too");
        }

        @OnError
        String tooSlow(HandlerTimeoutException e) {
            return "That took too long.";
        }
    }
    // end::router[]

    /** No router: none of Moderation's rules, middleware or error methods. */
    public static class Others {

        @OnCommand("help")
        String help() {
            return "Help.";
        }

        @OnCommand("oops")
        void oops() {
            throw new IllegalStateException("not Moderation's");
        }
    }

    @Singleton
    public static class FromAdmins implements UpdateFilter {
        @Override
        public boolean test(UpdateContext update) {
            return update.sender() != null && update.sender().id() == ADMIN;
        }
    }

    /** Named by the router: around its handlers only. */
    @Singleton
    public static class Audit implements UpdateMiddleware {
        @Override
        public Uni<Void> around(UpdateContext update, Next next) {
            SEEN.add("audit " + simple(update.handlerName()));
            return next.proceed();
        }
    }

    /** A global middleware: around every handler, outside the class's. */
    @Singleton
    public static class Timing implements UpdateMiddleware {
        @Override
        public Uni<Void> around(UpdateContext update, Next next) {
            SEEN.add("global " + simple(update.handlerName()));
            return next.proceed();
        }
    }

    @Singleton
    public static class Hook implements HandlerErrorHook {
        @Override
        public Uni<Void> onError(UpdateContext update, Throwable failure) {
            SEEN.add("hook " + simple(update.handlerName()) + ": " + failure.getMessage()
                    + (failure.getSuppressed().length == 0 ? "" : " after " + failure.getSuppressed()[0].getMessage()));
            return Uni.createFrom().voidItem();
        }
    }

    static String simple(String handlerName) {
        return handlerName.substring(handlerName.indexOf('$') + 1);
    }

    @Inject
    UpdateSink sink;

    FakeBotApiServerClient api;

    @BeforeEach
    void forget() {
        api = UnitTestBotApi.requests();
        api.forgetRequests();
        SEEN.clear();
    }

    private String replyTo(String chatType, long sender, String text) {
        accept(chatType, sender, text);
        return api.takeRequest("sendMessage", Duration.ofSeconds(5)).json().path("text").asText();
    }

    private void accept(String chatType, long sender, String text) {
        long chat = chatType.equals("private") ? sender : chatType.equals("group") ? -5 : -1005;
        try {
            Update update = TelegramJson.mapper().readValue("{\"update_id\":1,\"message\":{\"message_id\":1,\"date\":1,"
                    + "\"chat\":{\"id\":" + chat + ",\"type\":\"" + chatType + "\"},\"from\":{\"id\":" + sender
                    + ",\"is_bot\":false,\"first_name\":\"U\"},\"text\":\"" + text + "\",\"entities\":[{\"type\":"
                    + "\"bot_command\",\"offset\":0,\"length\":" + text.split(" ")[0].length() + "}]}}", Update.class);
            sink.accept(update).await().atMost(Duration.ofSeconds(10));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Test
    void theClassRulesApplyToEachOfItsHandlers() {
        assertThat(replyTo("group", ADMIN, "/ban")).isEqualTo("Banned.");
        assertThat(SEEN).containsExactly("global Moderation#ban", "audit Moderation#ban");
        accept("private", ADMIN, "/ban"); // not a group
        accept("group", 2, "/ban"); // not an admin
        accept("group", ADMIN, "/purge"); // the handler wants a supergroup
        assertThat(replyTo("supergroup", ADMIN, "/purge")).isEqualTo("Purged.");
        assertThat(api.methodsCalled()).as("one reply each to the two that passed").containsExactly("sendMessage",
                "sendMessage");
    }

    @Test
    void aClassWithoutARouterHasNoneOfItsRules() {
        assertThat(replyTo("private", 2, "/help")).isEqualTo("Help.");
        assertThat(SEEN).containsExactly("global Others#help");
    }

    @Test
    void theMostSpecificErrorMethodAnswersTheFailure() {
        assertThat(replyTo("group", ADMIN, "/kick")).isEqualTo("Not found: no such member (in -5)");
        assertThat(replyTo("group", ADMIN, "/mute")).isEqualTo("Refused: muting is off");
        assertThat(replyTo("group", ADMIN, "/export")).isEqualTo("Could not export: disk full");
        assertThat(replyTo("group", ADMIN, "/slow")).isEqualTo("That took too long.");
        assertThat(SEEN).noneMatch(seen -> seen.startsWith("hook"));
    }

    @Test
    void anErrorMethodThatFailsLeavesBothFailuresToTheHook() {
        accept("group", ADMIN, "/warn");
        assertThat(SEEN).contains("hook Moderation#warn: the error method failed too after warnings are off");
    }

    @Test
    void otherClassesFailuresGoToTheHook() {
        accept("private", 2, "/oops");
        assertThat(SEEN).contains("hook Others#oops: not Moderation's");
        assertThatThrownBy(() -> api.takeRequest("sendMessage", Duration.ofMillis(300)))
                .isInstanceOf(AssertionError.class);
    }
}
