package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.actions.SetMemberStatus;

/** Forum topics in the fake: created, edited, closed, deleted by an admin bot; sends and messages in a topic. */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramForumTopicsTest {

    static final long FORUM = -1009876543210L;

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @BeforeEach
    void forget() {
        telegram.group(FORUM, "Book club");
    }

    @Test
    void anAdminBotCreatesATopicWhoseThreadIdIsItsServiceMessage() {
        assertThat(create("Sci-fi").description()).isEqualTo("Bad Request: the chat is not a forum");
        telegram.user(1, "Owner").turnsTopicsOn(FORUM);
        assertThat(create("Sci-fi").description()).isEqualTo("Bad Request: not enough rights to manage topics");
        telegram.user(1).promotesBotIn(FORUM);

        JsonNode topic = create("Sci-fi").result();

        assertThat(topic.path("name").asText()).isEqualTo("Sci-fi");
        assertThat(topic.path("icon_color").asInt()).isEqualTo(0x6FB9F0);
        assertThat(topic.has("is_closed")).isFalse();
        long thread = topic.path("message_thread_id").asLong();
        assertThat(telegram.awaitCall("createForumTopic", FakeTelegramDriver.DEFAULT_TIMEOUT).json())
                .contains("\"forum_topic_created\"").contains("\"message_id\":" + thread);
        assertThat(bot.call("getChat", "{\"chat_id\":" + FORUM + "}").result().path("is_forum").asBoolean()).isTrue();
        assertThat(bot.call("createForumTopic", "{\"chat_id\":" + FORUM + ",\"name\":\"x\",\"icon_color\":123}")
                .description()).isEqualTo("Bad Request: TOPIC_ICON_COLOR_INVALID");
        assertThat(create(" ").description()).isEqualTo("Bad Request: TOPIC_TITLE_EMPTY");
    }

    @Test
    void sendsInATopicAreCheckedAndEchoTheThread() {
        long thread = forumWithTopic();

        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":" + FORUM + ",\"message_thread_id\":" + thread
                + ",\"text\":\"Welcome to the topic\"}").result();

        assertThat(sent.path("message_thread_id").asLong()).isEqualTo(thread);
        assertThat(sent.path("is_topic_message").asBoolean()).isTrue();
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + FORUM + ",\"message_thread_id\":9999,\"text\":\"x\"}")
                .description()).isEqualTo("Bad Request: message thread not found");
    }

    @Test
    void aUsersMessageInATopicCarriesTheThread() {
        long thread = forumWithTopic();
        FakeTelegramChatMembersTest.updates(bot, "[\"message\"]");

        telegram.user(42, "Alice").sendsInTopic(FORUM, thread, "/recommend");

        JsonNode message = FakeTelegramChatMembersTest.updates(bot, "[\"message\"]").get(0).get("message");
        assertThat(message.path("message_thread_id").asLong()).isEqualTo(thread);
        assertThat(message.path("is_topic_message").asBoolean()).isTrue();
        assertThat(message.path("entities").get(0).path("type").asText()).isEqualTo("bot_command");
        assertThatThrownBy(() -> telegram.user(42).sendsInTopic(FORUM, 9999, "hi")).hasMessageContaining("no forum topic");
    }

    @Test
    void editCloseReopenAndDeleteAnswerLikeTelegram() {
        long thread = forumWithTopic();
        String topic = "{\"chat_id\":" + FORUM + ",\"message_thread_id\":" + thread;

        assertThat(bot.call("editForumTopic", topic + ",\"name\":\"Fantasy\"}").result().asBoolean()).isTrue();
        assertThat(bot.call("editForumTopic", topic + ",\"name\":\"Fantasy\"}").description())
                .isEqualTo("Bad Request: TOPIC_NOT_MODIFIED");
        assertThat(bot.call("closeForumTopic", topic + "}").result().asBoolean()).isTrue();
        assertThat(bot.call("closeForumTopic", topic + "}").description()).isEqualTo("Bad Request: TOPIC_NOT_MODIFIED");
        assertThatThrownBy(() -> telegram.user(42).sendsInTopic(FORUM, thread, "hi")).hasMessageContaining("closed");
        assertThat(bot.call("reopenForumTopic", topic + "}").result().asBoolean()).isTrue();
        telegram.user(42).sendsInTopic(FORUM, thread, "hi");
        assertThat(bot.call("deleteForumTopic", topic + "}").result().asBoolean()).isTrue();
        assertThat(bot.call("closeForumTopic", topic + "}").description()).isEqualTo("Bad Request: TOPIC_ID_INVALID");
        assertThat(bot.call("sendMessage", topic + ",\"text\":\"x\"}").description())
                .isEqualTo("Bad Request: message thread not found");
    }

    @Test
    void aClosedTopicRefusesABotThatDoesNotManageTopics() {
        long thread = forumWithTopic();
        bot.call("closeForumTopic", "{\"chat_id\":" + FORUM + ",\"message_thread_id\":" + thread + "}").result();
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + FORUM + ",\"message_thread_id\":" + thread
                + ",\"text\":\"x\"}").result().path("is_topic_message").asBoolean()).isTrue();
        telegram.perform(new SetMemberStatus(telegram.botId(), null, FORUM, "member")); // the owner demotes the bot

        assertThat(bot.call("sendMessage", "{\"chat_id\":" + FORUM + ",\"message_thread_id\":" + thread
                + ",\"text\":\"x\"}").description()).isEqualTo("Bad Request: TOPIC_CLOSED");
    }

    private long forumWithTopic() {
        telegram.user(1, "Owner").turnsTopicsOn(FORUM).promotesBotIn(FORUM);
        return create("Sci-fi").result().path("message_thread_id").asLong();
    }

    private BotApiCaller.Answer create(String name) {
        return bot.call("createForumTopic", "{\"chat_id\":" + FORUM + ",\"name\":\"" + name + "\"}");
    }
}
