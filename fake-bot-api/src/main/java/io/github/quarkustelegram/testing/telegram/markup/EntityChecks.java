package io.github.quarkustelegram.testing.telegram.markup;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * Checks the explicit {@code entities} / {@code caption_entities} of a call against its text. Stricter than Telegram,
 * which may quietly trim an entity past the end: a test should learn that its offsets are wrong.
 */
final class EntityChecks {

    private EntityChecks() {
    }

    static void check(String text, JsonNode entities) {
        for (JsonNode entity : entities) {
            if (!entity.path("type").isTextual()) {
                throw BotApiError.badRequest("can't parse entities: entity type is not specified");
            }
            int offset = entity.path("offset").asInt(-1);
            int length = entity.path("length").asInt(-1);
            if (offset < 0 || length < 0 || (long) offset + length > text.length()) {
                throw BotApiError.badRequest("entity beyond the end of text");
            }
            String type = entity.get("type").asText();
            if (type.equals("text_link") && entity.path("url").asText("").isEmpty()) {
                throw BotApiError.badRequest("can't parse entities: text_link entity has no url");
            }
            if (type.equals("text_mention") && !entity.path("user").path("id").isIntegralNumber()) {
                throw BotApiError.badRequest("can't parse entities: text_mention entity has no user");
            }
            if (type.equals("custom_emoji") && entity.path("custom_emoji_id").asText("").isEmpty()) {
                throw BotApiError.badRequest("can't parse entities: custom_emoji entity has no custom_emoji_id");
            }
        }
    }
}
