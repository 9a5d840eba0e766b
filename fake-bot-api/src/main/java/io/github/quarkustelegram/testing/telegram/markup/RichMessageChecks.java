package io.github.quarkustelegram.testing.telegram.markup;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * Refuses an {@code InputRichMessage} the way Telegram does (400 Bad Request), for {@code sendRichMessage},
 * {@code sendRichMessageDraft} and {@code editMessageText}: exactly one of {@code html}, {@code markdown} and
 * {@code blocks}, and for blocks the Bot API's rich message limits: 32768 characters of text, 500 blocks (list items and
 * table rows included), 16 levels of nested blocks and formatting, 20 table columns.
 *
 * <p>
 * Characters are the text's UTF-16 code units (the page's "UTF-8 characters" are never fewer). Levels: a top-level
 * block is level 1, a quote's blocks one deeper, a list's items one deeper and their blocks two, a table's rows one
 * deeper and its cells two, each formatting object one deeper than what holds it. HTML and Markdown sources are not
 * parsed here: only their presence and emptiness are checked. Public so that a test can check a message without
 * sending it.
 */
public final class RichMessageChecks {

    public static final int MAX_CHARACTERS = 32_768;
    public static final int MAX_BLOCKS = 500;
    public static final int MAX_DEPTH = 16;
    public static final int MAX_COLUMNS = 20;

    private int characters;
    private int blocks;

    private RichMessageChecks() {
    }

    /**
     * @param richMessage a call's {@code rich_message}
     * @throws BotApiError 400 with Telegram's kind of description when Telegram would refuse it
     */
    public static void check(JsonNode richMessage) {
        if (!richMessage.isObject()) {
            throw BotApiError.badRequest("can't parse rich message: object expected");
        }
        int given = 0;
        for (String field : new String[] { "html", "markdown", "blocks" }) {
            if (richMessage.hasNonNull(field)) {
                given++;
            }
        }
        if (given != 1) {
            throw BotApiError.badRequest("exactly one of html, markdown or blocks must be specified in the rich message");
        }
        if (!richMessage.hasNonNull("blocks")) {
            String source = richMessage.hasNonNull("html") ? richMessage.get("html").asText()
                    : richMessage.get("markdown").asText();
            if (source.isBlank()) {
                throw BotApiError.badRequest("rich message text is empty");
            }
            return;
        }
        JsonNode blocks = richMessage.get("blocks");
        if (!blocks.isArray() || blocks.isEmpty()) {
            throw BotApiError.badRequest("rich message blocks are empty");
        }
        RichMessageChecks walk = new RichMessageChecks();
        walk.blocks(blocks, 1);
        if (walk.characters > MAX_CHARACTERS) {
            throw BotApiError.badRequest("rich message is too long: " + walk.characters + " characters, at most "
                    + MAX_CHARACTERS);
        }
        if (walk.blocks > MAX_BLOCKS) {
            throw BotApiError.badRequest("too many blocks in the rich message: " + walk.blocks + ", at most "
                    + MAX_BLOCKS);
        }
    }

    private void blocks(JsonNode array, int level) {
        for (JsonNode block : array) {
            block(block, level);
        }
    }

    private void block(JsonNode block, int level) {
        at(level);
        blocks++;
        if (!block.path("type").isTextual()) {
            throw BotApiError.badRequest("can't parse rich message: block type is not specified");
        }
        for (Map.Entry<String, JsonNode> field : block.properties()) {
            JsonNode value = field.getValue();
            switch (field.getKey()) {
                case "blocks" -> blocks(value, level + 1);
                case "items" -> {
                    for (JsonNode item : value) {
                        at(level + 1);
                        blocks++;
                        blocks(item.path("blocks"), level + 2);
                    }
                }
                case "cells" -> {
                    for (JsonNode row : value) {
                        at(level + 1);
                        blocks++;
                        row(row, level + 2);
                    }
                }
                case "expression" -> characters += value.asText().length();
                case "text", "credit", "summary", "caption" -> text(value, level);
                default -> {
                }
            }
        }
    }

    private void row(JsonNode row, int cellLevel) {
        int columns = 0;
        for (JsonNode cell : row) {
            columns += Math.max(1, cell.path("colspan").asInt(1));
            at(cellLevel);
            text(cell.path("text"), cellLevel);
        }
        if (columns > MAX_COLUMNS) {
            throw BotApiError.badRequest("too many columns in a rich message table: " + columns + ", at most "
                    + MAX_COLUMNS);
        }
    }

    /** A rich text held at {@code level}: a string, an array of rich texts, or a formatting one level deeper. */
    private void text(JsonNode text, int level) {
        if (text.isTextual()) {
            characters += text.textValue().length();
        } else if (text.isArray()) {
            for (JsonNode part : text) {
                text(part, level);
            }
        } else if (text.isObject()) {
            at(level + 1);
            if (text.path("type").asText().equals("url") && text.path("url").asText("").isBlank()) {
                throw BotApiError.badRequest("can't parse rich message: url text has no url");
            }
            characters += text.path("alternative_text").asText("").length()
                    + text.path("expression").asText("").length();
            text(text.path("text"), level + 1);
            text(text.path("credit"), level + 1);
        }
    }

    private static void at(int level) {
        if (level > MAX_DEPTH) {
            throw BotApiError.badRequest("rich message nesting is too deep: level " + level + ", at most "
                    + MAX_DEPTH);
        }
    }
}
