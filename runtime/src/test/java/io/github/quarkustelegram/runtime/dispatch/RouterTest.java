package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.callback;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.chatMember;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.message;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.poll;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.EnumSet;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.TelegramRouter.Registration;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;

class RouterTest {

    private final RouteTable routes = new RouteTable();
    private final Recording recording = new Recording();
    private final AtomicInteger getMeCalls = new AtomicInteger();
    private final UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes)
            .identity(new BotIdentity("ThisBot", () -> {
                getMeCalls.incrementAndGet();
                throw new AssertionError("the configured name is used");
            }))
            .build();

    private void dispatch(Update update) {
        dispatcher.accept(update).await().atMost(Duration.ofSeconds(5));
    }

    @Test
    void commandsMatchWithArgumentsCaptionsAndOnlyThisBotsName() {
        routes.onCommand("start", recording.handler("start"));
        dispatch(text(1, 10, "/start"));
        dispatch(text(2, 10, "/start ref 42"));
        dispatch(text(3, 10, "/START@thisbot hello"));
        dispatch(text(4, 10, "/start@OtherBot hello"));
        dispatch(message(5, 10, "private", "\"photo\":[],\"caption\":\"/start from caption\""));
        dispatch(text(6, 10, "/starting"));
        dispatch(text(7, 10, "start"));
        assertThat(recording.seen).containsExactly("start ", "start ref 42", "start hello", "start from caption");
        assertThat(getMeCalls).hasValue(0);
    }

    @Test
    void textPatternsGiveTheirGroupsAndLookAtCaptions() {
        routes.onText("^order (\\d+)$", recording.handler("order"));
        dispatch(text(1, 10, "order 17"));
        dispatch(text(2, 10, "order seventeen"));
        dispatch(
                message(3, 10, "private", "\"document\":{\"file_id\":\"f\",\"file_unique_id\":\"u\"},\"caption\":\"order 5\""));
        assertThat(recording.seen).containsExactly("order 17", "order 5");
    }

    @Test
    void callbackDataExactBeforeLongestPrefixBeforePattern() {
        routes.add(Route.of("pattern", Trigger.callbackDataPattern("item:(\\d+)"), recording.handler("pattern")));
        routes.add(Route.of("short", Trigger.callbackDataPrefix("item:"), recording.handler("short")));
        routes.add(Route.of("long", Trigger.callbackDataPrefix("item:1"), recording.handler("long")));
        routes.onCallbackData("item:1", recording.handler("exact"));
        dispatch(callback(1, 10, "item:1"));
        dispatch(callback(2, 10, "item:12"));
        dispatch(callback(3, 10, "item:2"));
        routes.routes().stream().filter(r -> r.name().equals("short")).findFirst().orElseThrow();
        assertThat(recording.seen).containsExactly("exact", "long", "short");
    }

    @Test
    void callbackDataPatternGivesGroups() {
        routes.add(Route.of("pattern", Trigger.callbackDataPattern("vote:(yes|no)"), recording.handler("vote")));
        dispatch(callback(1, 10, "vote:yes"));
        dispatch(callback(2, 10, "vote:maybe"));
        assertThat(recording.seen).containsExactly("vote yes");
    }

    @Test
    void everyKindOfTheModelCanBeRouted() {
        routes.on(UpdateKind.CHAT_MEMBER, recording.handler("member"));
        routes.on(UpdateKind.POLL, recording.handler("poll"));
        dispatch(chatMember(1, -100));
        dispatch(poll(2));
        dispatch(text(3, 10, "not routed"));
        assertThat(recording.seen).containsExactly("member", "poll");
        assertThat(EnumSet.allOf(UpdateKind.class)).contains(UpdateKind.MANAGED_BOT, UpdateKind.GUEST_MESSAGE,
                UpdateKind.SUBSCRIPTION, UpdateKind.PURCHASED_PAID_MEDIA);
    }

    @Test
    void commandsBeforeTextBeforeKindsAndFilteredBeforeUnfiltered() {
        routes.on(UpdateKind.MESSAGE, recording.handler("any message"));
        routes.onText(".*", recording.handler("any text"));
        routes.onCommand("go", recording.handler("go"));
        routes.add(Route.of("go in groups", Trigger.command("go"), Filters.groupChat(), recording.handler("group go")));
        dispatch(text(1, 10, "/go"));
        dispatch(message(2, -5, "group", "\"text\":\"/go\""));
        dispatch(text(3, 10, "hello"));
        dispatch(message(4, 10, "private", "\"photo\":[]"));
        assertThat(recording.seen).containsExactly("go ", "group go ", "any text", "any message");
    }

    @Test
    void aFilterThatFailsLetsTheNextRouteTry() {
        // tag::router[]
        routes.add(Route.of("admins", Trigger.command("ban"), Filters.from(1), recording.handler("ban")));
        // end::router[]
        routes.on(UpdateKind.MESSAGE, recording.handler("other"));
        dispatch(text(1, 1, "/ban"));
        dispatch(text(2, 2, "/ban"));
        assertThat(recording.seen).containsExactly("ban ", "other");
    }

    @Test
    void aRemovedRouteNoLongerHandles() {
        Registration registration = routes.onCommand("temp", recording.handler("temp"));
        dispatch(text(1, 10, "/temp"));
        registration.remove();
        registration.remove();
        dispatch(text(2, 10, "/temp"));
        assertThat(recording.seen).containsExactly("temp ");
        assertThat(routes.routes()).isEmpty();
    }

    @Test
    void commandsAndTextsApplyOnlyToMessageKinds() {
        assertThatThrownBy(() -> new Trigger.Command("x", java.util.Set.of(UpdateKind.POLL)))
                .hasMessageContaining("POLL");
        assertThatThrownBy(() -> Trigger.command("bad-name")).hasMessageContaining("bad-name");
        routes.add(Route.of("edited", new Trigger.Command("fix", java.util.Set.of(UpdateKind.EDITED_MESSAGE)),
                recording.handler("fix")));
        dispatch(text(1, 10, "/fix"));
        dispatch(TestUpdates.decode("""
                {"update_id":2,"edited_message":{"message_id":2,"date":1,"edit_date":2,
                "chat":{"id":10,"type":"private"},"text":"/fix now"}}"""));
        assertThat(recording.seen).containsExactly("fix now");
    }

    @Test
    void theContextReadsChatSenderAndMessageOfEachKind() {
        Update callback = callback(1, 10, "x");
        DispatchContext context = new DispatchContext(callback, () -> null, () -> null);
        User sender = context.sender();
        assertThat(context.chat().id()).isEqualTo(10);
        assertThat(sender.id()).isEqualTo(10);
        assertThat(context.text()).isEqualTo("pick");
        assertThat(context.kind()).isEqualTo(UpdateKind.CALLBACK_QUERY);
        DispatchContext pollContext = new DispatchContext(poll(2), () -> null, () -> null);
        assertThat(pollContext.chat()).isNull();
        assertThat(pollContext.sender()).isNull();
        assertThat(UpdateOrder.of(poll(2))).isEqualTo(UpdateOrder.NONE);
        assertThat(UpdateOrder.of(chatMember(3, -100))).isEqualTo(UpdateOrder.CHAT);
        assertThat(UpdateOrder.CHAT.id(chatMember(3, -100))).isEqualTo(-100L);
        assertThat(UpdateOrder.CHAT.key(chatMember(3, -100))).isEqualTo("c-100");
    }

    @Test
    void anUpdateOfAKindNewerThanTheModelIsIgnored() {
        routes.on(UpdateKind.MESSAGE, recording.handler("message"));
        routes.onCommand("start", recording.handler("start"));
        routes.onText(".*", recording.handler("text"));
        dispatch(TestUpdates.decode("{\"update_id\":1,\"some_future_kind\":{\"x\":1}}"));
        assertThat(recording.seen).isEmpty();
    }
}
