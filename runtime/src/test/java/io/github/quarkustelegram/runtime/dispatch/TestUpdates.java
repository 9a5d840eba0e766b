package io.github.quarkustelegram.runtime.dispatch;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;

/** Updates for the dispatcher's tests, decoded from JSON as Telegram sends them. */
final class TestUpdates {

    private TestUpdates() {
    }

    static Update decode(String json) {
        try {
            return TelegramJson.mapper().readValue(json, Update.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(json, e);
        }
    }

    /** A private-chat text message from user {@code chatId} in chat {@code chatId}. */
    static Update text(int updateId, long chatId, String text) {
        return message(updateId, chatId, "private", "\"text\":" + quote(text));
    }

    /** A message with the given extra fields in a chat of the given type. */
    static Update message(int updateId, long chatId, String chatType, String fields) {
        return decode("""
                {"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":%d,"type":"%s"},
                "from":{"id":%d,"is_bot":false,"first_name":"U","username":"user%d"},%s}}"""
                .formatted(updateId, updateId, chatId, chatType, chatId, chatId, fields));
    }

    static Update callback(int updateId, long chatId, String data) {
        return decode("""
                {"update_id":%d,"callback_query":{"id":"q%d","chat_instance":"ci","data":%s,
                "from":{"id":%d,"is_bot":false,"first_name":"U"},
                "message":{"message_id":5,"date":1,"chat":{"id":%d,"type":"private"},"text":"pick"}}}"""
                .formatted(updateId, updateId, quote(data), chatId, chatId));
    }

    static Update chatMember(int updateId, long chatId) {
        return decode("""
                {"update_id":%d,"chat_member":{"chat":{"id":%d,"type":"supergroup","title":"G"},
                "from":{"id":1,"is_bot":false,"first_name":"Admin"},"date":1,
                "old_chat_member":{"status":"left","user":{"id":9,"is_bot":false,"first_name":"New"}},
                "new_chat_member":{"status":"member","user":{"id":9,"is_bot":false,"first_name":"New"}}}}"""
                .formatted(updateId, chatId));
    }

    static Update poll(int updateId) {
        return decode("""
                {"update_id":%d,"poll":{"id":"p","question":"Q","options":[],"total_voter_count":0,"is_closed":false,
                "is_anonymous":true,"type":"regular","allows_multiple_answers":false}}""".formatted(updateId));
    }

    static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
