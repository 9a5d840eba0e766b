package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * A group upgraded to a supergroup, as Telegram does it: the two service messages (the group's
 * {@code migrate_to_chat_id}, the supergroup's {@code migrate_from_chat_id}), the supergroup with the group's title,
 * members and bot, and every later call naming the group's id refused with 400 and
 * {@code parameters.migrate_to_chat_id}, nothing of it in the transcript.
 */
@Timeout(30)
@WithFakeTelegram
class GroupUpgradeTest {

    static final long GROUP = -4242L;
    static final long SUPERGROUP = -1004242424242L;
    static final String UPGRADED = "Bad Request: group chat was upgraded to a supergroup chat";

    private static FakeTelegram telegram;
    private static BotApiCaller bot;
    private static FakeTelegramClient client;

    @BeforeEach
    void aGroupWithAUserAndTheBot() {
        telegram.group(GROUP, "Club"); // the fake's groups have the bot as a member
        telegram.user(1, "Owner").isOwnerOf(GROUP);
        telegram.user(42, "Ada").joins(GROUP);
        updates(); // the join's updates, taken
    }

    @Test
    void theGroupSaysWhereItMovedAndTheSupergroupWhereItCameFrom() {
        UserAction upgraded = telegram.user(1, "Owner").upgradesGroup(GROUP, SUPERGROUP);

        List<JsonNode> updates = updates();
        assertThat(updates).hasSize(2);
        JsonNode migrateTo = updates.get(0).get("message");
        assertThat(migrateTo.path("chat").path("id").asLong()).isEqualTo(GROUP);
        assertThat(migrateTo.path("chat").path("type").asText()).isEqualTo("group");
        assertThat(migrateTo.path("from").path("id").asLong()).isEqualTo(1);
        assertThat(migrateTo.path("migrate_to_chat_id").asLong()).isEqualTo(SUPERGROUP);
        assertThat(migrateTo.has("migrate_from_chat_id")).isFalse();
        JsonNode migrateFrom = updates.get(1).get("message");
        assertThat(migrateFrom.path("message_id").asLong()).isEqualTo(1);
        assertThat(migrateFrom.path("chat").path("id").asLong()).isEqualTo(SUPERGROUP);
        assertThat(migrateFrom.path("chat").path("type").asText()).isEqualTo("supergroup");
        assertThat(migrateFrom.path("chat").path("title").asText()).isEqualTo("Club");
        assertThat(migrateFrom.path("sender_chat").path("id").asLong()).isEqualTo(SUPERGROUP);
        assertThat(migrateFrom.path("from").path("username").asText()).isEqualTo("GroupAnonymousBot");
        assertThat(migrateFrom.path("migrate_from_chat_id").asLong()).isEqualTo(GROUP);
        assertThat(migrateFrom.has("migrate_to_chat_id")).isFalse();

        assertThat(upgraded.updateId()).isEqualTo(updates.get(1).get("update_id").asLong());
        assertThat(upgraded.chatId()).isEqualTo(SUPERGROUP);
        assertThat(telegram.transcript()).extracting(TranscriptEntry::kind).endsWith("migrate_to_chat_id",
                "migrate_from_chat_id");
    }

    @Test
    void aSendToTheGroupIsRefusedNamingTheSupergroupAndASendToTheSupergroupWorks() throws Exception {
        telegram.user(1, "Owner").upgradesGroup(GROUP, SUPERGROUP);
        int before = telegram.transcript().size();

        HttpResponse<String> refused = bot.send(HttpRequest.newBuilder(URI.create(telegram.baseUrl() + "/bot"
                + telegram.token() + "/sendMessage")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"chat_id\":" + GROUP + ",\"text\":\"Hello?\"}")).build());

        assertThat(refused.statusCode()).isEqualTo(400);
        JsonNode error = FakeJson.parse(refused.body());
        assertThat(error.path("ok").asBoolean(true)).isFalse();
        assertThat(error.path("error_code").asInt()).isEqualTo(400);
        assertThat(error.path("description").asText()).isEqualTo(UPGRADED);
        assertThat(error.path("parameters").path("migrate_to_chat_id").asLong()).isEqualTo(SUPERGROUP);
        assertThat(telegram.transcript()).hasSize(before);

        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":" + SUPERGROUP + ",\"text\":\"Hello, supergroup\"}")
                .result();
        assertThat(sent.path("chat").path("type").asText()).isEqualTo("supergroup");
        assertThat(sent.path("message_id").asLong()).isEqualTo(2); // after the migrate_from_chat_id message
        assertThat(telegram.transcript(SUPERGROUP)).filteredOn(TranscriptEntry::isBotMessage)
                .extracting(TranscriptEntry::text).containsExactly("Hello, supergroup");
        assertThat(telegram.transcript(GROUP)).noneMatch(TranscriptEntry::isBotMessage);
    }

    @Test
    void everyCallNamingTheGroupIsRefusedTheSameWay() {
        telegram.user(1, "Owner").upgradesGroup(GROUP, SUPERGROUP);

        for (String[] call : List.of(
                new String[] { "sendPhoto", "{\"chat_id\":" + GROUP + ",\"photo\":\"https://example.org/cat.jpg\"}" },
                new String[] { "sendPoll", "{\"chat_id\":" + GROUP + ",\"question\":\"Q?\","
                        + "\"options\":[{\"text\":\"A\"},{\"text\":\"B\"}]}" },
                new String[] { "forwardMessage", "{\"chat_id\":" + SUPERGROUP + ",\"from_chat_id\":" + GROUP
                        + ",\"message_id\":1}" },
                new String[] { "editMessageText", "{\"chat_id\":" + GROUP + ",\"message_id\":1,\"text\":\"x\"}" },
                new String[] { "getChat", "{\"chat_id\":\"" + GROUP + "\"}" },
                new String[] { "getChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":42}" })) {
            BotApiCaller.Answer answer = bot.call(call[0], call[1]);
            assertThat(answer.status()).as(call[0]).isEqualTo(400);
            assertThat(answer.description()).as(call[0]).isEqualTo(UPGRADED);
            assertThat(answer.body().path("parameters").path("migrate_to_chat_id").asLong()).as(call[0])
                    .isEqualTo(SUPERGROUP);
        }
        assertThat(telegram.transcript(GROUP)).noneMatch(TranscriptEntry::isBotMessage);
        assertThatThrownBy(() -> telegram.user(42).sendsIn(GROUP, "anyone?"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("upgraded to supergroup " + SUPERGROUP);
    }

    @Test
    void theSupergroupHasTheGroupsMembersAndTheBotWithItsStatus() {
        telegram.user(1, "Owner").promotesBotIn(GROUP);
        updates();

        telegram.user(1, "Owner").upgradesGroup(GROUP, SUPERGROUP);

        assertThat(member(1).path("status").asText()).isEqualTo("creator");
        assertThat(member(42).path("status").asText()).isEqualTo("member");
        assertThat(member(telegram.botId()).path("status").asText()).isEqualTo("administrator");
        assertThat(bot.call("getChatMemberCount", "{\"chat_id\":" + SUPERGROUP + "}").result().asInt()).isEqualTo(3);
        // a supergroup's methods work there now: the bot, an administrator, restricts a member
        assertThat(bot.call("restrictChatMember", "{\"chat_id\":" + SUPERGROUP + ",\"user_id\":42,"
                + "\"permissions\":{\"can_send_messages\":false}}").result().asBoolean()).isTrue();
        assertThatThrownBy(() -> telegram.user(42).sendsIn(SUPERGROUP, "hi")).hasMessageContaining("restricted");
    }

    @Test
    void overTheControlApiTheUpgradeIsTheSame() {
        UserAction upgraded = client.user(1, "Owner").upgradesGroup(GROUP, SUPERGROUP);

        List<JsonNode> updates = updates();
        assertThat(updates).extracting(u -> u.path("message").path("migrate_to_chat_id").asLong(0))
                .containsExactly(SUPERGROUP, 0L);
        assertThat(updates.get(1).path("message").path("migrate_from_chat_id").asLong()).isEqualTo(GROUP);
        assertThat(upgraded.chatId()).isEqualTo(SUPERGROUP);
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\"}").body()
                .path("parameters").path("migrate_to_chat_id").asLong()).isEqualTo(SUPERGROUP);
        assertThatThrownBy(() -> client.user(1).upgradesGroup(GROUP, -1009999999999L))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("became supergroup " + SUPERGROUP);
    }

    @Test
    void onlyAGroupBecomesASupergroupAndOnlyANewOne() {
        telegram.group(-1001111111111L, "Big already");
        FakeUser owner = telegram.user(1, "Owner");

        assertThatThrownBy(() -> owner.upgradesGroup(-777, SUPERGROUP)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("declare it first");
        assertThatThrownBy(() -> owner.upgradesGroup(-1001111111111L, SUPERGROUP))
                .hasMessageContaining("it is a supergroup");
        assertThatThrownBy(() -> owner.upgradesGroup(GROUP, -5555)).hasMessageContaining("not -5555");
        assertThatThrownBy(() -> owner.upgradesGroup(GROUP, -1001111111111L)).hasMessageContaining("exists already");
        assertThat(telegram.pendingUpdates()).isZero();
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"still a group\"}").result()
                .path("chat").path("type").asText()).isEqualTo("group");
    }

    @Test
    void declaringTheGroupAgainOrAResetForgetsTheUpgrade() {
        telegram.user(1, "Owner").upgradesGroup(GROUP, SUPERGROUP);

        telegram.group(GROUP, "Club again");

        assertThat(bot.call("getChat", "{\"chat_id\":" + GROUP + "}").result().path("type").asText()).isEqualTo("group");
        telegram.reset();
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\"}").description())
                .isEqualTo("Bad Request: chat not found");
    }

    private JsonNode member(long userId) {
        return bot.call("getChatMember", "{\"chat_id\":" + SUPERGROUP + ",\"user_id\":" + userId + "}").result();
    }

    private List<JsonNode> updates() {
        return FakeTelegramChatMembersTest.updates(bot, "");
    }
}
