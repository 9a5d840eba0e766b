package io.github.quarkustelegram.model;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A chat as the Bot API's "Integer or String" parameters take it: its numeric id, or the {@code @username} of a
 * public chat. Written to JSON as a number or a string.
 *
 * <pre>{@code
 * ChatId.of(-1001234567890L)   // a numeric id
 * ChatId.of(message.chat())    // a chat's id
 * ChatId.of("@telegram")       // a public username
 * }</pre>
 *
 * A string stays a string, even one that looks like a number: {@code ChatId.of("123")} is written as
 * {@code "123"}; use {@link #of(long)} for numeric ids.
 */
public sealed interface ChatId permits ChatId.Numeric, ChatId.Username {

    /**
     * @param id a chat's unique identifier (may have more than 32 significant bits)
     * @return the chat id
     */
    static ChatId of(long id) {
        return new Numeric(id);
    }

    /**
     * @param chat a chat, e.g. {@code message.chat()}
     * @return its numeric id
     */
    static ChatId of(Chat chat) {
        return new Numeric(chat.id());
    }

    /**
     * @param username the public username, in the format {@code @username}
     * @return the chat id
     */
    static ChatId of(String username) {
        return new Username(username);
    }

    /** Decodes a JSON number as a {@link Numeric}, anything else as a {@link Username}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    private static ChatId fromJson(JsonNode json) {
        return json.isIntegralNumber() ? new Numeric(json.longValue()) : new Username(json.asText());
    }

    /**
     * A numeric chat id.
     *
     * @param id the chat's unique identifier
     */
    record Numeric(long id) implements ChatId {

        /** @return the id, as written to JSON */
        @JsonValue
        @Override
        public long id() {
            return id;
        }

        @Override
        public String toString() {
            return Long.toString(id);
        }
    }

    /**
     * A public chat's username.
     *
     * @param username the username, in the format {@code @username}
     */
    record Username(String username) implements ChatId {

        public Username {
            Objects.requireNonNull(username, "username");
        }

        /** @return the username, as written to JSON */
        @JsonValue
        @Override
        public String username() {
            return username;
        }

        @Override
        public String toString() {
            return username;
        }
    }
}
