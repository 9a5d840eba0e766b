package io.github.quarkustelegram.testing.telegram.markup;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One entity of a message's text or caption in a {@code TranscriptEntry}: what the user sees formatted.
 *
 * @param type the Bot API kind ({@code bold}, {@code text_link}, {@code pre}, ...)
 * @param offset where it starts, in UTF-16 code units
 * @param length how long it is, in UTF-16 code units
 * @param url a {@code text_link}'s URL; empty for other kinds
 * @param language a {@code pre} block's language; empty when none
 * @param customEmojiId a {@code custom_emoji}'s id; empty for other kinds
 * @param userId the user a {@code text_mention} mentions; 0 for other kinds
 */
public record TextEntity(String type, int offset, int length, String url, String language, String customEmojiId,
        long userId) {

    public TextEntity {
        Objects.requireNonNull(type, "type");
        url = url == null ? "" : url;
        language = language == null ? "" : language;
        customEmojiId = customEmojiId == null ? "" : customEmojiId;
    }

    /**
     * @param text the text the entity belongs to
     * @return the part of it the entity covers
     */
    public String covered(String text) {
        return text.substring(offset, offset + length);
    }

    @Override
    public String toString() {
        return type + " [" + offset + ", " + (offset + length) + ")" + (url.isEmpty() ? "" : " " + url)
                + (language.isEmpty() ? "" : " " + language);
    }

    /** @return the Bot API {@code MessageEntity} objects of an array, in order */
    public static List<TextEntity> of(JsonNode entities) {
        List<TextEntity> list = new ArrayList<>();
        for (JsonNode e : entities) {
            list.add(new TextEntity(e.path("type").asText(), e.path("offset").asInt(), e.path("length").asInt(),
                    e.path("url").asText(""), e.path("language").asText(""), e.path("custom_emoji_id").asText(""),
                    e.path("user").path("id").asLong()));
        }
        return list;
    }
}
