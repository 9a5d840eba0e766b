package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.AnswerPoll;
import io.github.quarkustelegram.testing.telegram.actions.AskInline;
import io.github.quarkustelegram.testing.telegram.actions.ChooseInlineResult;
import io.github.quarkustelegram.testing.telegram.actions.ConnectBusiness;
import io.github.quarkustelegram.testing.telegram.actions.EditText;
import io.github.quarkustelegram.testing.telegram.actions.JoinGroup;
import io.github.quarkustelegram.testing.telegram.actions.PayInvoice;
import io.github.quarkustelegram.testing.telegram.actions.PressButton;
import io.github.quarkustelegram.testing.telegram.actions.PressCallback;
import io.github.quarkustelegram.testing.telegram.actions.PressEphemeralButton;
import io.github.quarkustelegram.testing.telegram.actions.PromoteBot;
import io.github.quarkustelegram.testing.telegram.actions.RequestToJoin;
import io.github.quarkustelegram.testing.telegram.actions.SendAlbum;
import io.github.quarkustelegram.testing.telegram.actions.SendDocument;
import io.github.quarkustelegram.testing.telegram.actions.SendInTopic;
import io.github.quarkustelegram.testing.telegram.actions.SendPhoto;
import io.github.quarkustelegram.testing.telegram.actions.SendReply;
import io.github.quarkustelegram.testing.telegram.actions.SendText;
import io.github.quarkustelegram.testing.telegram.actions.SetBotBlocked;
import io.github.quarkustelegram.testing.telegram.actions.SetLanguage;
import io.github.quarkustelegram.testing.telegram.actions.SetMemberStatus;
import io.github.quarkustelegram.testing.telegram.actions.StopGeneration;
import io.github.quarkustelegram.testing.telegram.actions.TurnTopicsOn;
import io.github.quarkustelegram.testing.telegram.actions.UpgradeGroup;
import io.github.quarkustelegram.testing.telegram.actions.WriteToBusiness;

/**
 * Every user action, carried out by the fake in this JVM and over its control API, leaves the same world: the same
 * answers, the same transcript, the same updates. One script performs a sample of each action (a new action adds its
 * step here, or {@link #theScriptPerformsEveryAction()} fails), preparing with the bot's calls what the next one needs.
 */
@Timeout(30)
class UserActionsBothSidesTest {

    private static final long ADA = 42;
    private static final long OWNER = 1;
    private static final long BOB = 43;
    private static final long GROUP = -100777;
    private static final long FORUM = -1002000000001L;
    private static final long BASIC_GROUP = -4242;
    private static final long UPGRADED = -1004242424242L;

    /** One run of the script on one fake: how it acts, what the bot calls, and what the steps found. */
    private static final class Run {
        final FakeTelegram telegram;
        final BotApiCaller bot;
        final Function<Action, List<UserAction>> side;
        final List<UserAction> answers = new ArrayList<>();
        final Set<Class<?>> performed = new HashSet<>();
        final Map<String, Long> found = new HashMap<>();

        Run(FakeTelegram telegram, Function<Action, List<UserAction>> side) {
            this.telegram = telegram;
            this.bot = new BotApiCaller(telegram.baseUrl(), telegram.token());
            this.side = side;
        }

        /** @return the last update the action queued */
        UserAction act(Action action) {
            List<UserAction> done = side.apply(action);
            answers.addAll(done);
            performed.add(action.getClass());
            return done.isEmpty() ? null : done.get(done.size() - 1);
        }

        JsonNode call(String method, String json) {
            return bot.call(method, json).result();
        }
    }

    @Test
    void theFakeKnowsHowToDoEveryAction() {
        try (FakeTelegram telegram = FakeTelegram.start()) {
            assertThat(Set.<Class<?>> copyOf(telegram.knownActions()))
                    .containsExactlyInAnyOrder(Action.class.getPermittedSubclasses());
        }
    }

    @Test
    void theScriptPerformsEveryAction() {
        try (FakeTelegram telegram = FakeTelegram.start()) {
            Run run = new Run(telegram, local(telegram));
            script(run);
            assertThat(run.performed).containsExactlyInAnyOrder(Action.class.getPermittedSubclasses());
        }
    }

    @Test
    void eachActionDoesTheSameInThisJvmAndOverTheControlApi() {
        try (FakeTelegram here = FakeTelegram.start(); FakeTelegram there = FakeTelegram.start()) {
            Run local = new Run(here, local(here));
            FakeTelegramClient client = FakeTelegramClient.connect(there.baseUrl());
            Run remote = new Run(there, client::perform);

            script(local);
            script(remote);

            assertThat(remote.answers).isEqualTo(local.answers).hasSizeGreaterThan(20);
            assertThat(steps(there)).isEqualTo(steps(here));
            assertThat(there.pendingUpdates()).isEqualTo(here.pendingUpdates());
        }
    }

    private static Function<Action, List<UserAction>> local(FakeTelegram telegram) {
        return action -> telegram.perform(action).stream().map(queued -> UserAction.of(queued, null)).toList();
    }

    /** A sample of each action, in an order where each finds what it needs. */
    private static void script(Run run) {
        run.telegram.group(GROUP, "Club");
        run.telegram.group(FORUM, "Forum");
        run.telegram.group(BASIC_GROUP, "Small");
        run.act(new SetLanguage(ADA, "Ada", "de"));
        long start = run.act(new SendText(ADA, "Ada", ADA, "/start")).messageId();
        long menu = run.call("sendMessage", "{\"chat_id\":42,\"text\":\"Menu\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Yes\",\"callback_data\":\"yes\"}]]}}").get("message_id").asLong();
        run.act(new PressButton(ADA, "Ada", ADA, "Yes"));
        run.act(new PressCallback(ADA, "Ada", ADA, menu, "yes"));
        run.act(new EditText(ADA, "Ada", ADA, start, "/start again"));
        run.act(new SendReply(ADA, "Ada", ADA, menu, "about the menu"));
        run.act(new SendPhoto(ADA, "Ada", ADA, "a cat"));
        run.act(new SendDocument(ADA, "Ada", ADA, "notes.txt", "text/plain", new byte[] { 'h', 'i' }, "notes"));
        run.act(new SendAlbum(ADA, "Ada", ADA, Arrays.asList("first", null)));

        String query = run.act(new AskInline(ADA, "Ada", "cats")).queryId();
        run.call("answerInlineQuery", "{\"inline_query_id\":\"" + query + "\",\"results\":[{\"type\":\"article\","
                + "\"id\":\"a1\",\"title\":\"Cats\",\"input_message_content\":{\"message_text\":\"Cats!\"}}]}");
        run.act(new ChooseInlineResult(ADA, "Ada", null, "a1"));
        run.call("sendMessageDraft", "{\"chat_id\":42,\"draft_id\":3,\"text\":\"…\",\"can_stop\":true}");
        run.act(new StopGeneration(ADA, "Ada", ADA));
        run.call("sendPoll", "{\"chat_id\":42,\"question\":\"Colour?\",\"is_anonymous\":false,"
                + "\"options\":[{\"text\":\"Red\"},{\"text\":\"Blue\"}]}");
        run.act(new AnswerPoll(ADA, "Ada", ADA, 0, List.of(1)));
        run.call("sendInvoice", "{\"chat_id\":42,\"title\":\"Pack\",\"description\":\"Cats\",\"payload\":\"p\","
                + "\"currency\":\"XTR\",\"prices\":[{\"label\":\"Pack\",\"amount\":50}]}");
        run.act(new PayInvoice(ADA, "Ada", ADA, 0, null));

        run.act(new SetMemberStatus(OWNER, "Owner", GROUP, "creator"));
        run.act(new PromoteBot(OWNER, "Owner", GROUP));
        run.act(new JoinGroup(BOB, "Bob", GROUP));
        run.act(new RequestToJoin(44, "Cy", GROUP));
        long ephemeral = run.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"Pay?\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":43},\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Pay\",\"callback_data\":\"pay\"}]]}}").get("ephemeral_message_id").asLong();
        run.act(new PressEphemeralButton(BOB, "Bob", GROUP, ephemeral, "pay"));

        run.act(new TurnTopicsOn(OWNER, "Owner", FORUM));
        run.act(new PromoteBot(OWNER, "Owner", FORUM));
        long thread = run.call("createForumTopic", "{\"chat_id\":" + FORUM + ",\"name\":\"Sci-fi\"}")
                .get("message_thread_id").asLong();
        run.act(new SendInTopic(BOB, "Bob", FORUM, thread, "hello topic"));

        run.act(new JoinGroup(BOB, "Bob", BASIC_GROUP));
        run.act(new UpgradeGroup(OWNER, "Owner", BASIC_GROUP, UPGRADED));
        run.bot.call("sendMessage", "{\"chat_id\":" + BASIC_GROUP + ",\"text\":\"Refused\"}");
        run.call("sendMessage", "{\"chat_id\":" + UPGRADED + ",\"text\":\"Welcome to the supergroup\"}");

        run.act(new ConnectBusiness(7, "Flora", true, true));
        run.act(new WriteToBusiness(ADA, "Ada", 7, "Do you deliver?"));
        run.act(new SetBotBlocked(ADA, "Ada", true));
    }

    /** The transcript, without what differs between two fakes by time alone (dates, album ids). */
    private static List<String> steps(FakeTelegram telegram) {
        return telegram.transcript().stream().map(entry -> entry.from() + " " + entry.kind() + " " + entry.chatId()
                + " " + entry.messageId() + " " + entry.text() + " " + entry.buttons() + " "
                + timeless(FakeJson.parse(entry.json()))).toList();
    }

    private static JsonNode timeless(JsonNode json) {
        if (json instanceof ObjectNode object) {
            object.remove(List.of("date", "edit_date", "media_group_id"));
            object.forEach(UserActionsBothSidesTest::timeless);
        } else if (json.isArray()) {
            json.forEach(UserActionsBothSidesTest::timeless);
        }
        return json;
    }
}
