package io.github.quarkustelegram.runtime.replies;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.UpdateParts;

/**
 * Where a reply goes, for each kind of update that has a chat: the chat, and the forum topic, business connection and
 * direct-messages topic carried from the update; the message a reaction applies to, the query an answer applies to.
 */
class ReplyTargetTest {

    private static final String CHAT = "{\"id\":-1001,\"type\":\"supergroup\",\"title\":\"Forum\",\"is_forum\":true}";
    private static final String USER = "{\"id\":7,\"is_bot\":false,\"first_name\":\"Ada\"}";

    private static ReplyTarget target(String kind, String payload) {
        try {
            Update update = TelegramJson.mapper().readValue("{\"update_id\":1,\"" + kind + "\":" + payload + "}",
                    Update.class);
            UpdateKind updateKind = UpdateKind.of(update);
            return ReplyTarget.of(updateKind, UpdateParts.payload(update, updateKind), UpdateParts.chat(update));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static String message(String extra) {
        return "{\"message_id\":5,\"date\":1,\"chat\":" + CHAT + ",\"from\":" + USER + ",\"text\":\"hi\"" + extra
                + "}";
    }

    @Test
    void aTopicMessageCarriesItsTopicToEveryMessageKind() {
        for (String kind : new String[] { "message", "edited_message", "channel_post", "edited_channel_post",
                "business_message", "edited_business_message" }) {
            ReplyTarget target = target(kind, message(",\"message_thread_id\":77,\"is_topic_message\":true"));
            assertThat(target.chat().id()).as(kind).isEqualTo(-1001);
            assertThat(target.messageThreadId()).as(kind).isEqualTo(77);
            assertThat(target.messageId()).as(kind).isEqualTo(5);
            assertThat(target.callbackQueryId()).as(kind).isNull();
        }
    }

    @Test
    void aReplyInADiscussionThreadOfGeneralStaysInGeneral() {
        // message_thread_id without is_topic_message: a thread of replies, not a forum topic
        assertThat(target("message", message(",\"message_thread_id\":40")).messageThreadId()).isNull();
    }

    @Test
    void aBusinessMessageCarriesItsConnectionAndADirectMessagesTopicItsTopic() {
        ReplyTarget business = target("business_message", message(",\"business_connection_id\":\"bc-1\""));
        assertThat(business.businessConnectionId()).isEqualTo("bc-1");
        ReplyTarget direct = target("message",
                message(",\"direct_messages_topic\":{\"topic_id\":9000000000,\"user\":" + USER + "}"));
        assertThat(direct.directMessagesTopicId()).isEqualTo(9_000_000_000L);
        assertThat(direct.businessConnectionId()).isNull();
    }

    @Test
    void aCallbackQueryRepliesWhereItsButtonsMessageIsAndAnswersItself() {
        ReplyTarget target = target("callback_query", "{\"id\":\"q1\",\"from\":" + USER + ",\"chat_instance\":\"c\","
                + "\"data\":\"d\",\"message\":" + message(",\"message_thread_id\":3,\"is_topic_message\":true,"
                        + "\"business_connection_id\":\"bc-2\"")
                + "}");
        assertThat(target.chat().id()).isEqualTo(-1001);
        assertThat(target.messageThreadId()).isEqualTo(3);
        assertThat(target.businessConnectionId()).isEqualTo("bc-2");
        assertThat(target.messageId()).isEqualTo(5);
        assertThat(target.callbackQueryId()).isEqualTo("q1");
        assertThat(target.inlineMessageId()).isNull();
    }

    @Test
    void aButtonOfAnInlineMessageHasNoChatButItsInlineMessage() {
        ReplyTarget target = target("callback_query", "{\"id\":\"q2\",\"from\":" + USER
                + ",\"chat_instance\":\"c\",\"inline_message_id\":\"im-1\",\"data\":\"d\"}");
        assertThat(target.chat()).isNull();
        assertThat(target.inlineMessageId()).isEqualTo("im-1");
        assertThat(target.callbackQueryId()).isEqualTo("q2");
    }

    @Test
    void aButtonOfAMessageOlderThan48HoursStillHasItsChatAndMessage() {
        ReplyTarget target = target("callback_query", "{\"id\":\"q3\",\"from\":" + USER + ",\"chat_instance\":\"c\","
                + "\"message\":{\"chat\":" + CHAT + ",\"message_id\":11,\"date\":0}}");
        assertThat(target.chat().id()).isEqualTo(-1001);
        assertThat(target.messageId()).isEqualTo(11);
        assertThat(target.messageThreadId()).isNull();
    }

    @Test
    void updatesAboutAChatReplyInThatChat() {
        String member = "{\"status\":\"member\",\"user\":" + USER + "}";
        String change = "{\"chat\":" + CHAT + ",\"from\":" + USER + ",\"date\":1,\"old_chat_member\":" + member
                + ",\"new_chat_member\":" + member + "}";
        assertThat(target("chat_member", change).chat().id()).isEqualTo(-1001);
        assertThat(target("my_chat_member", change).chat().id()).isEqualTo(-1001);
        assertThat(target("chat_join_request", "{\"chat\":" + CHAT + ",\"from\":" + USER
                + ",\"user_chat_id\":7,\"date\":1}").chat().id()).isEqualTo(-1001);
        ReplyTarget reaction = target("message_reaction", "{\"chat\":" + CHAT + ",\"message_id\":12,\"user\":" + USER
                + ",\"date\":1,\"old_reaction\":[],\"new_reaction\":[]}");
        assertThat(reaction.chat().id()).isEqualTo(-1001);
        assertThat(reaction.messageId()).isEqualTo(12);
        ReplyTarget deleted = target("deleted_business_messages", "{\"business_connection_id\":\"bc-3\",\"chat\":"
                + CHAT + ",\"message_ids\":[1]}");
        assertThat(deleted.businessConnectionId()).isEqualTo("bc-3");
        ReplyTarget stopped = target("stopped_message_generation", "{\"chat\":" + CHAT
                + ",\"message_thread_id\":4,\"draft_id\":1}");
        assertThat(stopped.messageThreadId()).isEqualTo(4);
        // the owner of a business account is written to in their private chat with the bot
        ReplyTarget connection = target("business_connection", "{\"id\":\"bc-4\",\"user\":" + USER
                + ",\"user_chat_id\":7,\"date\":1,\"is_enabled\":true}");
        assertThat(connection.chat().id()).isEqualTo(7);
        assertThat(connection.businessConnectionId()).isNull();
    }

    @Test
    void aGuestMessageIsAnsweredThroughItsGuestQuery() {
        assertThat(target("guest_message", message(",\"guest_query_id\":\"g-1\"")).guestQueryId()).isEqualTo("g-1");
    }

    @Test
    void theKindsThatMayHaveAChatAreThoseWithAChatAMessageOrAButton() {
        Set<UpdateKind> without = EnumSet.noneOf(UpdateKind.class);
        for (UpdateKind kind : UpdateKind.values()) {
            if (!ReplyTarget.mayHaveChat(kind)) {
                without.add(kind);
            }
        }
        assertThat(without).containsExactlyInAnyOrder(UpdateKind.INLINE_QUERY, UpdateKind.CHOSEN_INLINE_RESULT,
                UpdateKind.SHIPPING_QUERY, UpdateKind.PRE_CHECKOUT_QUERY, UpdateKind.PURCHASED_PAID_MEDIA,
                UpdateKind.POLL, UpdateKind.POLL_ANSWER, UpdateKind.MANAGED_BOT, UpdateKind.SUBSCRIPTION);
    }
}
