package io.github.quarkustelegram.perf.peers;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code small.json} as minimal records: its fields, no more, so that an unknown field fails the decode (Jackson's
 * default) and the yardstick reads the Update whole.
 */
public record SmallUpdate(@JsonProperty("update_id") long updateId, @JsonProperty("message") Message message) {

    public record Message(@JsonProperty("message_id") long messageId, @JsonProperty("date") long date,
            @JsonProperty("chat") Chat chat, @JsonProperty("from") User from, @JsonProperty("text") String text) {
    }

    public record Chat(@JsonProperty("id") long id, @JsonProperty("type") String type,
            @JsonProperty("first_name") String firstName) {
    }

    public record User(@JsonProperty("id") long id, @JsonProperty("is_bot") boolean isBot,
            @JsonProperty("first_name") String firstName, @JsonProperty("language_code") String languageCode) {
    }
}
