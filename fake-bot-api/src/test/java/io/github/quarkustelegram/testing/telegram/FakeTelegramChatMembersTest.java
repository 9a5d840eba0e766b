package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.world.ChatMembers;

/**
 * Chat members in the fake: joins and join requests as updates, the bot's rights deciding what it may do, and
 * restrictions, bans and their errors worded as Telegram words them.
 */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramChatMembersTest {

    static final long GROUP = -1001234567890L;
    static final long BASIC_GROUP = -4242L;

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @BeforeEach
    void forget() {
        telegram.group(GROUP, "Readers");
        telegram.group(BASIC_GROUP, "Small");
        updates(bot, ""); // asks for every kind: chat_member only comes when asked for
    }

    @Test
    void aUserJoiningMakesANewChatMembersMessageAndAChatMemberUpdate() {
        telegram.user(42, "Alice").joins(GROUP);

        List<JsonNode> updates = updates();
        assertThat(updates).hasSize(2);
        JsonNode message = updates.get(0).get("message");
        assertThat(message.path("new_chat_members").get(0).path("first_name").asText()).isEqualTo("Alice");
        assertThat(message.path("chat").path("id").asLong()).isEqualTo(GROUP);
        JsonNode change = updates.get(1).get("chat_member");
        assertThat(change.path("old_chat_member").path("status").asText()).isEqualTo("left");
        assertThat(change.path("new_chat_member").path("status").asText()).isEqualTo("member");
        assertThat(member(42).path("status").asText()).isEqualTo("member");
        assertThat(bot.call("getChatMemberCount", "{\"chat_id\":" + GROUP + "}").result().asInt()).isEqualTo(2);
        assertThatThrownBy(() -> telegram.user(42).joins(GROUP)).hasMessageContaining("a member of chat");
    }

    @Test
    void joinRequestsAreApprovedOrDeclinedOnlyByAnAdminBotAndOnlyOnce() {
        telegram.user(42, "Alice").requestsToJoin(GROUP);
        telegram.user(43, "Bob").requestsToJoin(GROUP);
        JsonNode request = updates().get(0).get("chat_join_request");
        assertThat(request.path("from").path("id").asLong()).isEqualTo(42);
        assertThat(request.path("user_chat_id").asLong()).isEqualTo(42);

        assertThat(bot.call("approveChatJoinRequest", "{\"chat_id\":" + GROUP + ",\"user_id\":42}").description())
                .isEqualTo("Bad Request: CHAT_ADMIN_REQUIRED");
        telegram.user(1, "Owner").promotesBotIn(GROUP);

        assertThat(bot.call("approveChatJoinRequest", "{\"chat_id\":" + GROUP + ",\"user_id\":42}").result().asBoolean())
                .isTrue();
        assertThat(bot.call("declineChatJoinRequest", "{\"chat_id\":" + GROUP + ",\"user_id\":43}").result().asBoolean())
                .isTrue();
        assertThat(member(42).path("status").asText()).isEqualTo("member");
        assertThat(member(43).path("status").asText()).isEqualTo("left");
        assertThat(bot.call("approveChatJoinRequest", "{\"chat_id\":" + GROUP + ",\"user_id\":42}").description())
                .isEqualTo("Bad Request: USER_ALREADY_PARTICIPANT");
        assertThat(bot.call("approveChatJoinRequest", "{\"chat_id\":" + GROUP + ",\"user_id\":43}").description())
                .isEqualTo("Bad Request: HIDE_REQUESTER_MISSING");
        assertThat(telegram.awaitCall("declineChatJoinRequest", FakeTelegramDriver.DEFAULT_TIMEOUT).text())
                .isEqualTo("43");
    }

    @Test
    void promotingTheBotMakesAMyChatMemberUpdateAndListsItAmongTheAdministrators() {
        telegram.user(1, "Owner").promotesBotIn(GROUP);

        JsonNode change = updates().get(0).get("my_chat_member");
        assertThat(change.path("new_chat_member").path("status").asText()).isEqualTo("administrator");
        assertThat(change.path("new_chat_member").path("can_restrict_members").asBoolean()).isTrue();
        assertThat(change.path("new_chat_member").path("can_send_welcome_messages").isBoolean()).isTrue();
        JsonNode admins = bot.call("getChatAdministrators", "{\"chat_id\":" + GROUP + "}").result();
        assertThat(admins).extracting(a -> a.path("status").asText()).containsExactly("creator", "administrator");
        assertThat(bot.call("getChatAdministrators", "{\"chat_id\":1}").description())
                .isEqualTo("Bad Request: there are no administrators in the private chat");
    }

    @Test
    void restrictingNeedsASupergroupAnAdminBotAndAUserTheFakeKnows() {
        telegram.user(42, "Alice").isMemberOf(GROUP).isMemberOf(BASIC_GROUP);
        String muteAlice = ",\"user_id\":42,\"permissions\":{\"can_send_messages\":false}}";

        assertThat(bot.call("restrictChatMember", "{\"chat_id\":" + BASIC_GROUP + muteAlice).description())
                .isEqualTo("Bad Request: method is available only for supergroups");
        assertThat(bot.call("restrictChatMember", "{\"chat_id\":" + GROUP + muteAlice).description())
                .isEqualTo("Bad Request: not enough rights to restrict/unrestrict chat member");
        telegram.user(1, "Owner").promotesBotIn(GROUP);
        assertThat(bot.call("restrictChatMember", "{\"chat_id\":" + GROUP
                + ",\"user_id\":999,\"permissions\":{\"can_send_messages\":false}}").description())
                .isEqualTo("Bad Request: user not found");
        assertThat(bot.call("restrictChatMember", "{\"chat_id\":-100777" + muteAlice).description())
                .isEqualTo("Bad Request: chat not found");

        long until = System.currentTimeMillis() / 1000 + 3600;
        assertThat(bot.call("restrictChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":42,\"until_date\":" + until
                + ",\"permissions\":{\"can_send_messages\":false,\"can_send_polls\":true}}").result().asBoolean())
                .isTrue();
        JsonNode restricted = member(42);
        assertThat(restricted.path("status").asText()).isEqualTo("restricted");
        assertThat(restricted.path("is_member").asBoolean()).isTrue();
        assertThat(restricted.path("can_send_messages").asBoolean()).isFalse();
        assertThat(restricted.path("can_send_polls").asBoolean()).isTrue();
        assertThat(restricted.path("until_date").asLong()).isEqualTo(until);
        assertThat(restricted.has("can_manage_topics")).isTrue();
        assertThatThrownBy(() -> telegram.user(42).sendsIn(GROUP, "hello?")).hasMessageContaining("cannot send messages");

        StringBuilder all = new StringBuilder("{");
        ChatMembers.PERMISSIONS.forEach(p -> all.append('"').append(p).append("\":true,"));
        all.setCharAt(all.length() - 1, '}');
        bot.call("restrictChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":42,\"permissions\":" + all + "}")
                .result();
        assertThat(member(42).path("status").asText()).isEqualTo("member");
    }

    @Test
    void ownersAndAdministratorsCannotBeRestrictedOrBanned() {
        telegram.user(1, "Owner").promotesBotIn(GROUP);
        telegram.user(2, "Mod").isAdminOf(GROUP);

        assertThat(bot.call("banChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":1}").description())
                .isEqualTo("Bad Request: can't remove chat owner");
        assertThat(bot.call("banChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":2}").description())
                .isEqualTo("Bad Request: user is an administrator of the chat");
        assertThat(bot.call("restrictChatMember", "{\"chat_id\":" + GROUP
                + ",\"user_id\":1,\"permissions\":{}}").description()).isEqualTo("Bad Request: can't remove chat owner");
    }

    @Test
    void aBannedUserCannotJoinUntilUnbannedAndUnbanOnlyIfBannedLeavesMembersAlone() {
        telegram.user(1, "Owner").promotesBotIn(GROUP);
        telegram.user(42, "Alice").isMemberOf(GROUP);
        telegram.user(43, "Bob").isMemberOf(GROUP);

        assertThat(bot.call("banChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":42}").result().asBoolean()).isTrue();
        assertThat(member(42).path("status").asText()).isEqualTo("kicked");
        assertThat(member(42).path("until_date").asLong()).isZero();
        assertThatThrownBy(() -> telegram.user(42).joins(GROUP)).hasMessageContaining("banned");
        assertThatThrownBy(() -> telegram.user(42).sendsIn(GROUP, "let me in")).hasMessageContaining("banned");

        bot.call("unbanChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":43,\"only_if_banned\":true}").result();
        assertThat(member(43).path("status").asText()).isEqualTo("member");
        bot.call("unbanChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":42,\"only_if_banned\":true}").result();
        assertThat(member(42).path("status").asText()).isEqualTo("left");
        telegram.user(42).joins(GROUP);
        assertThat(member(42).path("status").asText()).isEqualTo("member");
        assertThat(bot.call("unbanChatMember", "{\"chat_id\":" + BASIC_GROUP + ",\"user_id\":42}").description())
                .isEqualTo("Bad Request: method is available for supergroup and channel chats only");
    }

    @Test
    void theClientDrivesTheSameOverTheControlApi() {
        FakeTelegramClient client = FakeTelegramClient.connect(telegram.baseUrl());
        client.user(1, "Owner").promotesBotIn(GROUP);
        client.user(42, "Alice").requestsToJoin(GROUP);
        client.user(43, "Bob").joins(GROUP);
        client.user(44, "Carol").isAdminOf(GROUP);

        assertThat(member(43).path("status").asText()).isEqualTo("member");
        assertThat(member(44).path("status").asText()).isEqualTo("administrator");
        assertThat(bot.call("approveChatJoinRequest", "{\"chat_id\":" + GROUP + ",\"user_id\":42}").result().asBoolean())
                .isTrue();
        assertThatThrownBy(() -> client.user(43).joins(GROUP)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a member of chat");
    }

    @Test
    void aReplyCarriesTheMessageItAnswers() {
        FakeTelegramClient client = FakeTelegramClient.connect(telegram.baseUrl());
        UserAction spam = client.user(42, "Alice").sendsIn(GROUP, "cheap pills");
        updates();

        client.user(1, "Owner").repliesIn(GROUP, spam.messageId(), "/ban");

        JsonNode message = updates().get(0).get("message");
        assertThat(message.path("reply_to_message").path("message_id").asLong()).isEqualTo(spam.messageId());
        assertThat(message.path("reply_to_message").path("from").path("id").asLong()).isEqualTo(42);
        assertThat(message.path("entities").get(0).path("type").asText()).isEqualTo("bot_command");
        assertThatThrownBy(() -> client.user(1).repliesIn(GROUP, 9999, "?")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no message 9999");
    }

    private JsonNode member(long userId) {
        return bot.call("getChatMember", "{\"chat_id\":" + GROUP + ",\"user_id\":" + userId + "}").result();
    }

    /** @return the updates pending of the kinds asked for (and of the kinds asked for last, when none) */
    static List<JsonNode> updates(BotApiCaller bot, String kinds) {
        List<JsonNode> updates = new ArrayList<>();
        String allowed = kinds.isEmpty() ? "[\"message\",\"chat_member\",\"my_chat_member\",\"chat_join_request\","
                + "\"business_connection\",\"business_message\"]" : kinds;
        JsonNode batch = bot.call("getUpdates", "{\"allowed_updates\":" + allowed + "}").result();
        batch.forEach(updates::add);
        if (!updates.isEmpty()) { // confirmed
            bot.call("getUpdates", "{\"offset\":" + (batch.get(batch.size() - 1).get("update_id").asLong() + 1) + "}");
        }
        return updates;
    }

    private List<JsonNode> updates() {
        return updates(bot, "");
    }
}
