package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.deployment.UnitTestBotApi;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.test.QuarkusUnitTest;

/**
 * A handler's text result goes where its update came from, for every kind of update that has a chat: the chat, and
 * the forum topic, business connection and direct-messages topic the update carries, as the Bot API receives them.
 * (The fake Telegram's own checks of topics and connections: {@code ReplyCarryingTest}.)
 */
class ReplyKindsTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(EveryKind.class, UnitTestBotApi.class))
            .overrideConfigKey("quarkus.telegram.bot.token", "123456:kinds")
            .overrideConfigKey("quarkus.telegram.api.base-url", UnitTestBotApi.baseUrl())
            .overrideConfigKey("quarkus.telegram.updates.mode", "none")
            // every reply goes to one group: its 20 a minute would only slow the test down
            .overrideConfigKey("quarkus.telegram.flood-control.enabled", "false");

    private static final String FORUM = "{\"id\":-1001,\"type\":\"supergroup\",\"title\":\"Forum\",\"is_forum\":true}";
    private static final String USER = "{\"id\":7,\"is_bot\":false,\"first_name\":\"Ada\"}";
    private static final String MEMBER = "{\"status\":\"member\",\"user\":" + USER + "}";

    /** One handler per kind, each answering with the kind's name. */
    public static class EveryKind {

        @OnUpdate(UpdateKind.MESSAGE)
        String message() {
            return "message";
        }

        @OnUpdate(UpdateKind.EDITED_MESSAGE)
        String editedMessage() {
            return "edited_message";
        }

        @OnUpdate(UpdateKind.CHANNEL_POST)
        String channelPost() {
            return "channel_post";
        }

        @OnUpdate(UpdateKind.EDITED_CHANNEL_POST)
        String editedChannelPost() {
            return "edited_channel_post";
        }

        @OnUpdate(UpdateKind.BUSINESS_MESSAGE)
        String businessMessage() {
            return "business_message";
        }

        @OnUpdate(UpdateKind.EDITED_BUSINESS_MESSAGE)
        String editedBusinessMessage() {
            return "edited_business_message";
        }

        @OnUpdate(UpdateKind.DELETED_BUSINESS_MESSAGES)
        String deletedBusinessMessages() {
            return "deleted_business_messages";
        }

        @OnUpdate(UpdateKind.BUSINESS_CONNECTION)
        String businessConnection() {
            return "business_connection";
        }

        @OnCallbackData("press")
        String pressed() {
            return "callback_query";
        }

        @OnUpdate(UpdateKind.MESSAGE_REACTION)
        String reaction() {
            return "message_reaction";
        }

        @OnUpdate(UpdateKind.MESSAGE_REACTION_COUNT)
        String reactionCount() {
            return "message_reaction_count";
        }

        @OnUpdate(UpdateKind.MY_CHAT_MEMBER)
        String myChatMember() {
            return "my_chat_member";
        }

        @OnUpdate(UpdateKind.CHAT_MEMBER)
        String chatMember() {
            return "chat_member";
        }

        @OnUpdate(UpdateKind.CHAT_JOIN_REQUEST)
        String joinRequest() {
            return "chat_join_request";
        }

        @OnUpdate(UpdateKind.CHAT_BOOST)
        String boost() {
            return "chat_boost";
        }

        @OnUpdate(UpdateKind.REMOVED_CHAT_BOOST)
        String removedBoost() {
            return "removed_chat_boost";
        }

        @OnUpdate(UpdateKind.STOPPED_MESSAGE_GENERATION)
        String stopped() {
            return "stopped_message_generation";
        }

        @OnUpdate(UpdateKind.GUEST_MESSAGE)
        String guest() {
            return "guest_message";
        }
    }

    @Inject
    UpdateSink sink;

    FakeBotApiServerClient api;

    @BeforeEach
    void forgetEarlierCalls() {
        api = UnitTestBotApi.requests();
        api.forgetRequests();
    }

    private RecordedRequest handled(String kind, String payload, String method) {
        try {
            Update update = TelegramJson.mapper().readValue("{\"update_id\":1,\"" + kind + "\":" + payload + "}",
                    Update.class);
            sink.accept(update).await().atMost(Duration.ofSeconds(10));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
        RecordedRequest request = api.takeRequest(method, Duration.ofSeconds(5));
        return request;
    }

    private static String message(String extra) {
        return "{\"message_id\":5,\"date\":1,\"chat\":" + FORUM + ",\"from\":" + USER + ",\"text\":\"hi\"" + extra
                + "}";
    }

    private static Optional<String> param(RecordedRequest request, String name) {
        return request.json().has(name) ? Optional.of(request.json().get(name).asText()) : Optional.empty();
    }

    @Test
    void messagesOfEveryKindAreAnsweredInTheirTopic() {
        for (String kind : new String[] { "message", "edited_message", "channel_post", "edited_channel_post" }) {
            RecordedRequest sent = handled(kind, message(",\"message_thread_id\":77,\"is_topic_message\":true"),
                    "sendMessage");
            assertThat(param(sent, "text")).as(kind).hasValue(kind);
            assertThat(param(sent, "chat_id")).as(kind).hasValue("-1001");
            assertThat(param(sent, "message_thread_id")).as(kind).hasValue("77");
            assertThat(param(sent, "business_connection_id")).as(kind).isEmpty();
        }
    }

    @Test
    void businessUpdatesAreAnsweredOnTheirConnection() {
        for (String kind : new String[] { "business_message", "edited_business_message" }) {
            RecordedRequest sent = handled(kind, message(",\"business_connection_id\":\"bc-1\""), "sendMessage");
            assertThat(param(sent, "text")).as(kind).hasValue(kind);
            assertThat(param(sent, "business_connection_id")).as(kind).hasValue("bc-1");
            assertThat(param(sent, "message_thread_id")).as(kind).isEmpty();
        }
        RecordedRequest deleted = handled("deleted_business_messages", "{\"business_connection_id\":\"bc-2\","
                + "\"chat\":" + FORUM + ",\"message_ids\":[1,2]}", "sendMessage");
        assertThat(param(deleted, "business_connection_id")).hasValue("bc-2");
        // the account's owner is told in their own chat with the bot
        RecordedRequest connected = handled("business_connection", "{\"id\":\"bc-3\",\"user\":" + USER
                + ",\"user_chat_id\":7,\"date\":1,\"is_enabled\":true}", "sendMessage");
        assertThat(param(connected, "chat_id")).hasValue("7");
        assertThat(param(connected, "business_connection_id")).isEmpty();
    }

    @Test
    void aDirectMessagesTopicIsCarried() {
        RecordedRequest sent = handled("message",
                message(",\"direct_messages_topic\":{\"topic_id\":9000000000,\"user\":" + USER + "}"), "sendMessage");
        assertThat(param(sent, "direct_messages_topic_id")).hasValue("9000000000");
    }

    @Test
    void aPressedButtonIsAnsweredWhereItsMessageIs() {
        RecordedRequest sent = handled("callback_query", "{\"id\":\"q1\",\"from\":" + USER
                + ",\"chat_instance\":\"c\",\"data\":\"press\",\"message\":"
                + message(",\"message_thread_id\":3,\"is_topic_message\":true,\"business_connection_id\":\"bc-4\"")
                + "}", "sendMessage");
        assertThat(param(sent, "text")).hasValue("callback_query");
        assertThat(param(sent, "message_thread_id")).hasValue("3");
        assertThat(param(sent, "business_connection_id")).hasValue("bc-4");
    }

    @Test
    void updatesAboutAChatAreAnsweredInIt() {
        String change = "{\"chat\":" + FORUM + ",\"from\":" + USER + ",\"date\":1,\"old_chat_member\":" + MEMBER
                + ",\"new_chat_member\":" + MEMBER + "}";
        String boost = "{\"boost_id\":\"b\",\"add_date\":1,\"expiration_date\":2,\"source\":{\"source\":\"premium\","
                + "\"user\":" + USER + "}}";
        String[][] updates = {
                { "my_chat_member", change },
                { "chat_member", change },
                { "chat_join_request", "{\"chat\":" + FORUM + ",\"from\":" + USER + ",\"user_chat_id\":7,\"date\":1}" },
                { "message_reaction", "{\"chat\":" + FORUM + ",\"message_id\":12,\"user\":" + USER
                        + ",\"date\":1,\"old_reaction\":[],\"new_reaction\":[]}" },
                { "message_reaction_count", "{\"chat\":" + FORUM + ",\"message_id\":12,\"date\":1,"
                        + "\"reactions\":[]}" },
                { "chat_boost", "{\"chat\":" + FORUM + ",\"boost\":" + boost + "}" },
                { "removed_chat_boost", "{\"chat\":" + FORUM + ",\"boost_id\":\"b\",\"remove_date\":1,"
                        + "\"source\":{\"source\":\"premium\",\"user\":" + USER + "}}" },
                { "stopped_message_generation", "{\"chat\":" + FORUM + ",\"message_thread_id\":4,\"draft_id\":1}" } };
        for (String[] update : updates) {
            RecordedRequest sent = handled(update[0], update[1], "sendMessage");
            assertThat(param(sent, "text")).as(update[0]).hasValue(update[0]);
            assertThat(param(sent, "chat_id")).as(update[0]).hasValue("-1001");
            assertThat(param(sent, "message_thread_id")).as(update[0])
                    .isEqualTo(update[0].equals("stopped_message_generation") ? Optional.of("4") : Optional.empty());
        }
    }

    @Test
    void aGuestMessageIsAnsweredThroughItsGuestQuery() {
        RecordedRequest answer = handled("guest_message", message(",\"guest_query_id\":\"g-1\""), "answerGuestQuery");
        assertThat(param(answer, "guest_query_id")).hasValue("g-1");
        assertThat(answer.json().path("result").path("input_message_content").path("message_text").asText())
                .isEqualTo("guest_message");
    }
}
