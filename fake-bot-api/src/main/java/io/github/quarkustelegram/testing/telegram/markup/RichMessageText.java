package io.github.quarkustelegram.testing.telegram.markup;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The text a reader sees in a rich message, for the transcript and for tests: a Markdown or HTML source as given,
 * the strings of blocks in order, blocks separated by a line break.
 */
public final class RichMessageText {

    private RichMessageText() {
    }

    /**
     * @param richMessage an {@code InputRichMessage} as JSON
     * @return its text
     */
    public static String of(JsonNode richMessage) {
        if (richMessage.hasNonNull("markdown")) {
            return richMessage.get("markdown").asText();
        }
        if (richMessage.hasNonNull("html")) {
            return richMessage.get("html").asText();
        }
        StringBuilder out = new StringBuilder();
        append(richMessage.path("blocks"), out);
        return out.toString().strip();
    }

    private static void append(JsonNode node, StringBuilder out) {
        if (node.isTextual()) {
            out.append(node.textValue());
        } else if (node.isArray()) {
            for (JsonNode element : node) {
                append(element, out);
            }
        } else if (node.isObject()) {
            boolean block = node.has("blocks") || node.has("items") || node.has("cells")
                    || node.path("type").asText().matches("paragraph|heading|pre|footer|thinking");
            for (String field : new String[] { "text", "blocks", "items", "cells", "alternative_text", "expression" }) {
                append(node.path(field), out);
            }
            if (block && !out.isEmpty() && out.charAt(out.length() - 1) != '\n') {
                out.append('\n');
            }
        }
    }
}
