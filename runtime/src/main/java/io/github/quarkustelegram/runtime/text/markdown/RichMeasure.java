package io.github.quarkustelegram.runtime.text.markdown;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.InputRichBlock;

/**
 * Measures blocks against Telegram's rich message limits, on the JSON Telegram receives, so that every block kind is
 * measured, including those a bot builds itself.
 *
 * <ul>
 * <li>Characters: the text the reader sees (plain strings, a custom emoji's alternative text, a formula's source), in
 * UTF-16 code units. The Bot API page says "32768 UTF-8 characters"; a character is one or two UTF-16 units, never
 * fewer, so this count is never below Telegram's whichever way it counts characters, and it is the unit of all the
 * Bot API's other limits and offsets. Link addresses and other attributes are not text.</li>
 * <li>Blocks: every block at any depth, every list item and every table row, as the page lists them.</li>
 * <li>Depth: a top-level block is at level 1; a block inside a quote one level deeper; a list's items one level below
 * the list and their blocks two; a table's rows one level below it and its cells two; each formatting (bold, a link,
 * ...) one level below what holds it. Plain strings and arrays add no level.</li>
 * <li>Columns: a table row's cells, a cell spanning {@code colspan} columns counted so.</li>
 * </ul>
 */
public final class RichMeasure {

    public static final int MAX_CHARACTERS = 32_768;
    public static final int MAX_BLOCKS = 500;
    public static final int MAX_DEPTH = 16;
    public static final int MAX_COLUMNS = 20;

    /** The rich text fields of blocks and table cells. */
    private static final List<String> TEXT_FIELDS = List.of("text", "credit", "summary", "caption");

    /**
     * @param characters UTF-16 code units of text
     * @param blocks blocks, list items and table rows
     * @param depth the deepest level reached
     * @param columns the widest table row
     */
    public record Size(int characters, int blocks, int depth, int columns) {

        public static final Size ZERO = new Size(0, 0, 0, 0);

        /** @return whether a message of this size is within all of Telegram's limits */
        public boolean fits() {
            return fitsWithin(MAX_CHARACTERS, MAX_BLOCKS);
        }

        /** @return whether the characters and blocks are within these budgets (depth and columns within Telegram's) */
        public boolean fitsWithin(int maxCharacters, int maxBlocks) {
            return characters <= maxCharacters && blocks <= maxBlocks && depth <= MAX_DEPTH && columns <= MAX_COLUMNS;
        }

        Size minusOneBlock() {
            return new Size(characters, blocks - 1, depth, columns);
        }

        Size plusOneBlock() {
            return new Size(characters, blocks + 1, depth, columns);
        }

        /** @return both sizes in one message: counts added, depth and columns the larger */
        public Size plus(Size other) {
            return new Size(characters + other.characters, blocks + other.blocks, Math.max(depth, other.depth),
                    Math.max(columns, other.columns));
        }
    }

    private RichMeasure() {
    }

    /** @return the size of blocks put at a message's top level */
    public static Size of(List<? extends InputRichBlock> blocks) {
        Counter counter = new Counter();
        counter.blocks(TelegramJson.mapper().valueToTree(blocks), 1);
        return new Size(counter.characters, counter.blocks, counter.depth, counter.columns);
    }

    /** @return the size of one block at a message's top level */
    public static Size of(InputRichBlock block) {
        return of(List.of(block));
    }

    private static final class Counter {

        int characters;
        int blocks;
        int depth;
        int columns;

        void blocks(JsonNode array, int level) {
            for (JsonNode block : array) {
                block(block, level);
            }
        }

        void block(JsonNode block, int level) {
            reach(level, 1);
            for (Map.Entry<String, JsonNode> field : block.properties()) {
                JsonNode value = field.getValue();
                switch (field.getKey()) {
                    case "blocks" -> blocks(value, level + 1);
                    case "items" -> {
                        for (JsonNode item : value) {
                            reach(level + 1, 1);
                            blocks(item.path("blocks"), level + 2);
                        }
                    }
                    case "cells" -> {
                        for (JsonNode row : value) {
                            reach(level + 1, 1);
                            row(row, level + 2);
                        }
                    }
                    case "expression" -> characters += value.asText().length();
                    default -> {
                        if (TEXT_FIELDS.contains(field.getKey())) {
                            text(value, level);
                        }
                    }
                }
            }
        }

        private void row(JsonNode row, int cellLevel) {
            int width = 0;
            for (JsonNode cell : row) {
                width += Math.max(1, cell.path("colspan").asInt(1));
                depth = Math.max(depth, cellLevel);
                text(cell.path("text"), cellLevel);
            }
            columns = Math.max(columns, width);
        }

        /** A rich text held at {@code level}: a formatting object in it is one level deeper. */
        void text(JsonNode text, int level) {
            if (text.isTextual()) {
                characters += text.textValue().length();
            } else if (text.isArray()) {
                for (JsonNode part : text) {
                    text(part, level);
                }
            } else if (text.isObject()) {
                depth = Math.max(depth, level + 1);
                characters += text.path("alternative_text").asText("").length()
                        + text.path("expression").asText("").length();
                text(text.path("text"), level + 1);
                text(text.path("credit"), level + 1);
            }
        }

        private void reach(int level, int count) {
            depth = Math.max(depth, level);
            blocks += count;
        }
    }
}
