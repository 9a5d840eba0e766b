package io.github.quarkustelegram.webapp;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.runtime.webapp.SignedFields;
import io.github.quarkustelegram.webapp.WebAppAuthException.Reason;

/**
 * Turns checked fields into the typed records, reading the JSON ones from a tree by hand: no reflection (so nothing
 * to register for native images), unknown properties ignored, a missing required one refused as malformed.
 */
final class SignedDataReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SignedDataReader() {
    }

    static SignedFields fields(String query) {
        try {
            return SignedFields.parse(query);
        } catch (IllegalArgumentException e) {
            throw malformed(e.getMessage());
        }
    }

    static Instant authDate(SignedFields fields) {
        return Instant.ofEpochSecond(requiredLong(fields, "auth_date"));
    }

    static InitData initData(SignedFields fields, Instant authDate) {
        String canSendAfter = fields.get("can_send_after");
        return new InitData(fields.get("query_id"), user(fields, "user"), user(fields, "receiver"), chat(fields),
                fields.get("chat_type"), fields.get("chat_instance"), fields.get("start_param"),
                canSendAfter == null ? null : Duration.ofSeconds(number("can_send_after", canSendAfter)), authDate);
    }

    static LoginWidgetData loginWidgetData(SignedFields fields, Instant authDate) {
        return new LoginWidgetData(requiredLong(fields, "id"), required(fields, "first_name"), fields.get("last_name"),
                fields.get("username"), fields.get("photo_url"), authDate);
    }

    private static @Nullable WebAppUser user(SignedFields fields, String key) {
        JsonNode user = object(fields, key);
        if (user == null) {
            return null;
        }
        return new WebAppUser(id(user, key), user.path("is_bot").asBoolean(false), text(user, key, "first_name"),
                optionalText(user, "last_name"), optionalText(user, "username"), optionalText(user, "language_code"),
                user.path("is_premium").asBoolean(false), user.path("added_to_attachment_menu").asBoolean(false),
                user.path("allows_write_to_pm").asBoolean(false), optionalText(user, "photo_url"));
    }

    private static @Nullable WebAppChat chat(SignedFields fields) {
        JsonNode chat = object(fields, "chat");
        if (chat == null) {
            return null;
        }
        return new WebAppChat(id(chat, "chat"), text(chat, "chat", "type"), text(chat, "chat", "title"),
                optionalText(chat, "username"), optionalText(chat, "photo_url"));
    }

    private static @Nullable JsonNode object(SignedFields fields, String key) {
        String json = fields.get(key);
        if (json == null) {
            return null;
        }
        JsonNode node;
        try {
            node = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw malformed("the field '" + key + "' is not JSON");
        }
        if (node == null || !node.isObject()) {
            throw malformed("the field '" + key + "' is not a JSON object");
        }
        return node;
    }

    private static long id(JsonNode object, String key) {
        JsonNode id = object.get("id");
        if (id == null || !id.canConvertToLong()) {
            throw malformed("the field '" + key + "' has no numeric id");
        }
        return id.asLong();
    }

    private static String text(JsonNode object, String key, String property) {
        JsonNode value = object.get(property);
        if (value == null || !value.isTextual()) {
            throw malformed("the field '" + key + "' has no " + property);
        }
        return value.asText();
    }

    private static @Nullable String optionalText(JsonNode object, String property) {
        JsonNode value = object.get(property);
        return value != null && value.isTextual() ? value.asText() : null;
    }

    private static String required(SignedFields fields, String key) {
        String value = fields.get(key);
        if (value == null) {
            throw malformed("the field '" + key + "' is missing");
        }
        return value;
    }

    private static long requiredLong(SignedFields fields, String key) {
        return number(key, required(fields, key));
    }

    private static long number(String key, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw malformed("the field '" + key + "' is not a number");
        }
    }

    static WebAppAuthException malformed(String detail) {
        return new WebAppAuthException(Reason.MALFORMED, detail);
    }
}
