package io.github.quarkustelegram.deployment.devservices.chat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A rich message's blocks (an {@code InputRichMessage} as JSON) as the Dev UI's chat draws them: headings, paragraphs,
 * code with its language, quotes, lists, tables, dividers and the "thinking" block, each paragraph's text as spans
 * with their styles. Plain data only (the page escapes every text); a link keeps only an {@code http}, {@code https},
 * {@code tg} or {@code mailto} address. Blocks the chat has no drawing for (media, maps, buttons...) show their text;
 * a Markdown or HTML source shows as it was sent.
 */
final class RichView {

    private static final Set<String> STYLES = Set.of("bold", "italic", "underline", "strikethrough", "code", "spoiler",
            "marked", "subscript", "superscript");
    /** What a table cell's alignment may be on the page (it goes into a style attribute). */
    private static final Set<String> ALIGNS = Set.of("left", "center", "right");

    private RichView() {
    }

    /**
     * @param richMessage the {@code rich_message} of a message or a draft
     * @return its blocks to draw, none for a Markdown or HTML source
     */
    static List<Map<String, Object>> of(JsonNode richMessage) {
        List<Map<String, Object>> blocks = new ArrayList<>();
        richMessage.path("blocks").forEach(block -> blocks.add(block(block)));
        return blocks;
    }

    private static Map<String, Object> block(JsonNode block) {
        Map<String, Object> view = new LinkedHashMap<>();
        String type = block.path("type").asText();
        switch (type) {
            case "heading" -> {
                view.put("kind", "heading");
                view.put("size", Math.max(1, Math.min(6, block.path("size").asInt(1))));
                view.put("spans", spans(block.path("text")));
            }
            case "pre" -> {
                view.put("kind", "code");
                view.put("language", block.path("language").asText(""));
                view.put("text", plain(block.path("text")));
            }
            case "blockquote", "expandable_blockquote", "pull_quote" -> {
                view.put("kind", "quote");
                view.put("blocks", blocks(block.path("blocks")));
                if (block.has("credit")) {
                    view.put("credit", plain(block.path("credit")));
                }
            }
            case "list" -> {
                view.put("kind", "list");
                List<Map<String, Object>> items = new ArrayList<>();
                for (JsonNode item : block.path("items")) {
                    Map<String, Object> entry = new LinkedHashMap<>();
                    entry.put("marker", item.path("has_checkbox").asBoolean()
                            ? (item.path("is_checked").asBoolean() ? "☑" : "☐")
                            : item.has("value") ? item.path("value").asText() + "." : "•");
                    entry.put("blocks", blocks(item.path("blocks")));
                    items.add(entry);
                }
                view.put("items", items);
            }
            case "table" -> {
                view.put("kind", "table");
                List<List<Map<String, Object>>> rows = new ArrayList<>();
                for (JsonNode row : block.path("cells")) {
                    List<Map<String, Object>> cells = new ArrayList<>();
                    for (JsonNode cell : row) {
                        String align = cell.path("align").asText("left");
                        cells.add(Map.of("header", cell.path("is_header").asBoolean(), "align",
                                ALIGNS.contains(align) ? align : "left", "spans", spans(cell.path("text"))));
                    }
                    rows.add(cells);
                }
                view.put("rows", rows);
            }
            case "divider" -> view.put("kind", "divider");
            case "thinking" -> {
                view.put("kind", "thinking");
                view.put("text", plain(block.path("text")));
            }
            default -> { // a paragraph, a footer, or a block drawn as its text
                view.put("kind", "paragraph");
                view.put("spans", type.equals("paragraph") || type.equals("footer") ? spans(block.path("text"))
                        : List.of(span(plainOfBlock(block), Set.of(), null)));
            }
        }
        return view;
    }

    private static List<Map<String, Object>> blocks(JsonNode blocks) {
        List<Map<String, Object>> views = new ArrayList<>();
        blocks.forEach(block -> views.add(block(block)));
        return views;
    }

    /** @return a rich text's runs of one style each, in order */
    static List<Map<String, Object>> spans(JsonNode text) {
        List<Map<String, Object>> spans = new ArrayList<>();
        collect(text, Set.of(), null, spans);
        return spans;
    }

    private static void collect(JsonNode text, Set<String> styles, String url, List<Map<String, Object>> out) {
        if (text.isTextual()) {
            if (!text.textValue().isEmpty()) {
                out.add(span(text.textValue(), styles, url));
            }
        } else if (text.isArray()) {
            text.forEach(part -> collect(part, styles, url, out));
        } else if (text.isObject()) {
            String type = text.path("type").asText();
            Set<String> inner = styles;
            if (STYLES.contains(type)) {
                inner = new TreeSet<>(styles);
                inner.add(type);
            }
            String link = type.equals("url") ? safe(text.path("url").asText(null)) : url;
            if (text.has("text")) {
                collect(text.get("text"), inner, link, out);
            } else if (text.has("expression")) {
                collect(text.get("expression"), inner, link, out);
            } else if (text.has("alternative_text")) {
                collect(text.get("alternative_text"), inner, link, out);
            }
        }
    }

    private static Map<String, Object> span(String text, Set<String> styles, String url) {
        Map<String, Object> span = new LinkedHashMap<>();
        span.put("text", text);
        span.put("styles", List.copyOf(styles));
        if (url != null) {
            span.put("url", url);
        }
        return span;
    }

    private static String plain(JsonNode text) {
        StringBuilder out = new StringBuilder();
        spans(text).forEach(span -> out.append(span.get("text")));
        return out.toString();
    }

    /** The text of a block drawn as text: its own, its caption's, its blocks'. */
    private static String plainOfBlock(JsonNode block) {
        StringBuilder out = new StringBuilder();
        for (String field : new String[] { "text", "caption", "expression", "alternative_text" }) {
            out.append(plain(block.path(field)));
        }
        for (JsonNode inner : block.path("blocks")) {
            out.append(out.isEmpty() ? "" : "\n").append(plainOfBlock(inner));
        }
        return out.isEmpty() ? "[" + block.path("type").asText("block") + "]" : out.toString();
    }

    private static String safe(String url) {
        if (url == null) {
            return null;
        }
        String lower = url.toLowerCase(Locale.ROOT);
        return lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("tg://")
                || lower.startsWith("mailto:") ? url : null;
    }
}
