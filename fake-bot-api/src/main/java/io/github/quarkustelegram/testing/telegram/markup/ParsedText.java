package io.github.quarkustelegram.testing.telegram.markup;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * A message's text and its entities as Telegram keeps them after reading a parse mode: offsets and lengths in UTF-16
 * code units, in text order (offset, then the longer first).
 *
 * @param text the text the user reads
 * @param entities the {@code MessageEntity} objects, as Bot API JSON
 */
public record ParsedText(String text, ArrayNode entities) {

    public ParsedText {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(entities, "entities");
    }

    /** Collects entities while a parser writes the text. */
    static final class Sink {

        private final String source;
        final StringBuilder out = new StringBuilder();
        private final List<ObjectNode> entities = new ArrayList<>();

        Sink(String source) {
            this.source = source;
        }

        /** @return the entity added, or null when it would be empty (Telegram drops those) */
        ObjectNode add(String type, int offset) {
            if (out.length() == offset) {
                return null;
            }
            ObjectNode entity = FakeJson.MAPPER.createObjectNode();
            entity.put("type", type).put("offset", offset).put("length", out.length() - offset);
            entities.add(entity);
            return entity;
        }

        ObjectNode last() {
            return entities.isEmpty() ? null : entities.get(entities.size() - 1);
        }

        void removeLast() {
            entities.remove(entities.size() - 1);
        }

        /** @return where the source's character {@code index} starts, in UTF-8 bytes, as Telegram's errors count */
        int byteOffset(int index) {
            return source.substring(0, index).getBytes(StandardCharsets.UTF_8).length;
        }

        BotApiError error(String what) {
            return BotApiError.badRequest("can't parse entities: " + what);
        }

        ParsedText result() {
            List<ObjectNode> sorted = new ArrayList<>(entities);
            sorted.sort(Comparator.<ObjectNode> comparingInt(e -> e.get("offset").intValue())
                    .thenComparing(Comparator.<ObjectNode> comparingInt(e -> e.get("length").intValue()).reversed()));
            ArrayNode array = FakeJson.MAPPER.createArrayNode();
            sorted.forEach(array::add);
            return new ParsedText(out.toString(), array);
        }

        /** {@code tg://user?id=N} mentions a user; any other URL is a link. */
        ObjectNode link(int offset, String url) {
            if (url.startsWith("tg://user?id=")) {
                try {
                    long id = Long.parseLong(url.substring("tg://user?id=".length()));
                    ObjectNode entity = add("text_mention", offset);
                    if (entity != null) {
                        entity.putObject("user").put("id", id).put("is_bot", false).put("first_name", "");
                    }
                    return entity;
                } catch (NumberFormatException e) {
                    // not a mention: a plain link, as below
                }
            }
            ObjectNode entity = url.isEmpty() ? null : add("text_link", offset);
            if (entity != null) {
                entity.put("url", url);
            }
            return entity;
        }
    }
}
