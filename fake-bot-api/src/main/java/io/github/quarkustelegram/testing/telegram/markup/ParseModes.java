package io.github.quarkustelegram.testing.telegram.markup;

import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;

/**
 * Reads a text in one of Telegram's parse modes ({@code HTML}, {@code MarkdownV2}, legacy {@code Markdown}) into the
 * text and entities a user sees, refusing bad markup with Telegram's descriptions ({@code Bad Request: can't parse
 * entities: ...}). What the fake does not do: normalize link URLs, trim white space around the text, merge adjacent
 * entities of one kind, look up the user of a {@code tg://user?id=} mention (its {@code user} has the id only).
 */
public final class ParseModes {

    private ParseModes() {
    }

    /**
     * @param source the text as the bot sent it
     * @param parseMode {@code HTML}, {@code MarkdownV2} or {@code Markdown}, in any case
     * @return the text and entities Telegram makes of it
     * @throws RuntimeException with Telegram's description as its message, for bad markup or an unknown mode
     */
    public static ParsedText parse(String source, String parseMode) {
        return switch (parseMode.toLowerCase(Locale.ROOT)) {
            case "html" -> HtmlMarkup.parse(source);
            case "markdownv2" -> MarkdownV2Markup.parse(source);
            case "markdown" -> LegacyMarkdownMarkup.parse(source);
            default -> throw BotApiError.badRequest("unsupported parse_mode");
        };
    }

    /**
     * The text of a call as Telegram reads it: parsed when {@code parse_mode} is set (explicit entities are then
     * ignored), else with the explicit entities, checked.
     */
    public static ParsedText read(CallParams p, String textField, String entitiesField) {
        String source = p.text(textField).orElse("");
        Optional<String> mode = p.text("parse_mode").filter(m -> !m.isEmpty());
        if (mode.isPresent()) {
            return parse(source, mode.get());
        }
        ArrayNode entities = FakeJson.MAPPER.createArrayNode();
        p.json(entitiesField).filter(JsonNode::isArray).ifPresent(e -> e.forEach(entities::add));
        EntityChecks.check(source, entities);
        return new ParsedText(source, entities);
    }
}
