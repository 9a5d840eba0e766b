package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;

import jakarta.enterprise.invoke.Invoker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.clienttests.SharedFakeBotApi;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.replies.ResultType;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.smallrye.mutiny.Uni;

/**
 * What needs the Bot API, against the fake server: getMe for this bot's name, and requests a handler returns.
 * Annotated handlers are called through an {@link Invoker}; here a hand-written one stands in for the generated one,
 * which makes each argument from the context it is given in every position.
 */
class BotApiHandlersTest {

    @RegisterExtension
    static final SharedFakeBotApi API = SharedFakeBotApi.shared();

    private static final String SENT = "{\"message_id\":99,\"date\":1,\"chat\":{\"id\":10,\"type\":\"private\"},\"text\":\"ok\"}";

    private final RouteTable routes = new RouteTable();
    private final List<Object[]> calls = new CopyOnWriteArrayList<>();

    private UpdateDispatcher dispatcher(BotIdentity identity) {
        return UpdateDispatcher.builder(routes).identity(identity).bots(API::bot, API::reactiveBot).build();
    }

    @Test
    void getMeIsAskedOnceForTheBotsNameAndOnlyWhenACommandNamesABot() {
        API.server().stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"B\",\"username\":\"ThisBot\"}"));
        try {
            List<String> seen = new CopyOnWriteArrayList<>();
            routes.onCommand("help", u -> {
                seen.add(u.text());
                return Uni.createFrom().voidItem();
            });
            // the server is shared with other tests of the run: count this test's calls only
            int before = API.server().requests("getMe").size();
            UpdateDispatcher dispatcher = dispatcher(new BotIdentity(null, API::reactiveBot));
            dispatcher.accept(text(1, 10, "/help")).await().atMost(Duration.ofSeconds(5));
            assertThat(API.server().requests("getMe")).hasSize(before);
            dispatcher.accept(text(2, 10, "/help@ThisBot")).await().atMost(Duration.ofSeconds(5));
            dispatcher.accept(text(3, 10, "/help@OtherBot")).await().atMost(Duration.ofSeconds(5));
            dispatcher.accept(text(4, 10, "/help@thisbot")).await().atMost(Duration.ofSeconds(5));
            assertThat(seen).containsExactly("/help", "/help@ThisBot", "/help@thisbot");
            assertThat(API.server().requests("getMe")).hasSize(before + 1);
        } finally {
            API.server().forget("getMe");
        }
    }

    @Test
    void theInvokerIsGivenTheContextInEveryPositionAndAReturnedRequestIsExecuted() {
        API.server().stub("sendMessage", FakeReply.ok(SENT));
        try {
            // the generated invoker makes each argument from the context (UpdateContext#command, #chat...)
            Invoker<Object, Object> invoker = (instance, arguments) -> {
                calls.add(arguments);
                UpdateContext context = (UpdateContext) arguments[0];
                return SendMessage.builder(ChatId.of(context.chat().id()), "hi " + context.command().arguments())
                        .build();
            };
            Executor direct = Runnable::run;
            routes.add(Route.of("Bean#start", Trigger.command("start"), new AnnotatedHandler(invoker, 3, true, direct,
                    ResultDelivery.of(new ResultType(false, false, ResultType.Element.REQUEST)))));
            Update update = text(1, 10, "/start bob");
            dispatcher(new BotIdentity("ThisBot", API::reactiveBot)).accept(update).await().atMost(Duration.ofSeconds(5));

            Object[] arguments = calls.get(0);
            assertThat(arguments).hasSize(3);
            UpdateContext context = (UpdateContext) arguments[0];
            assertThat(arguments).containsOnly(context);
            assertThat(context.update()).isSameAs(update);
            assertThat(context.handlerName()).isEqualTo("Bean#start");
            assertThat(context.command()).isEqualTo(new CommandArguments("start", "bob"));
            assertThat(((DispatchContext) context).payload()).isSameAs(update.message());
            RecordedRequest sent = API.server().takeRequest("sendMessage");
            assertThat(sent.param("chat_id")).hasValue("10");
            assertThat(sent.param("text")).hasValue("hi bob");
        } finally {
            API.server().forget("sendMessage");
        }
    }

    @Test
    void aUniOfARequestIsAwaitedThenExecuted() {
        API.server().stub("sendMessage", FakeReply.ok(SENT));
        try {
            Invoker<Object, Object> invoker = (instance, arguments) -> Uni.createFrom()
                    .item(SendMessage.builder(ChatId.of(10), "later").build());
            routes.add(Route.of("Bean#later", Trigger.command("later"),
                    new AnnotatedHandler(invoker, 0, false, Runnable::run,
                            ResultDelivery.of(new ResultType(true, false, ResultType.Element.REQUEST)))));
            dispatcher(new BotIdentity("ThisBot", API::reactiveBot)).accept(text(1, 10, "/later"))
                    .await().atMost(Duration.ofSeconds(5));
            assertThat(API.server().takeRequest("sendMessage").param("text")).hasValue("later");
        } finally {
            API.server().forget("sendMessage");
        }
    }
}
