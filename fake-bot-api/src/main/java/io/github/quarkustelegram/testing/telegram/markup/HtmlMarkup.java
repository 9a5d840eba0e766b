package io.github.quarkustelegram.testing.telegram.markup;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Telegram's HTML parse mode: the tags its "Formatting options" list, the four named and all numeric entities. */
final class HtmlMarkup {

    private static final Set<String> TAGS = Set.of("b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span",
            "tg-spoiler", "a", "code", "pre", "blockquote", "tg-emoji", "tg-time");

    private record Open(String tag, Map<String, String> attributes, int offset, int sourceIndex) {
    }

    private final String s;
    private final ParsedText.Sink sink;
    private final Deque<Open> open = new ArrayDeque<>();
    private int i;
    private ObjectNode lastCode;
    private String lastCodeLanguage;

    private HtmlMarkup(String source) {
        this.s = source;
        this.sink = new ParsedText.Sink(source);
    }

    static ParsedText parse(String source) {
        HtmlMarkup markup = new HtmlMarkup(source);
        markup.run();
        return markup.sink.result();
    }

    private void run() {
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '&') {
                entity();
            } else if (c == '<' && i + 1 < s.length() && s.charAt(i + 1) == '/') {
                endTag();
            } else if (c == '<') {
                startTag();
            } else {
                sink.out.append(c);
                i++;
            }
        }
        if (!open.isEmpty()) {
            throw sink.error("Can't find end tag corresponding to start tag \"" + open.peek().tag() + "\"");
        }
    }

    private void entity() {
        int semicolon = s.indexOf(';', i);
        if (semicolon > i + 1 && semicolon - i <= 10) {
            String name = s.substring(i + 1, semicolon);
            int code = switch (name) {
                case "lt" -> '<';
                case "gt" -> '>';
                case "amp" -> '&';
                case "quot" -> '"';
                default -> numeric(name);
            };
            if (code >= 0) {
                sink.out.appendCodePoint(code);
                i = semicolon + 1;
                return;
            }
        }
        sink.out.append('&'); // not an entity Telegram knows: the text as written
        i++;
    }

    private static int numeric(String name) {
        try {
            int code = name.startsWith("#x") || name.startsWith("#X") ? Integer.parseInt(name.substring(2), 16)
                    : name.startsWith("#") ? Integer.parseInt(name.substring(1)) : -1;
            return Character.isValidCodePoint(code) ? code : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void startTag() {
        int begin = i;
        int j = i + 1;
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '-')) {
            j++;
        }
        String tag = s.substring(i + 1, j).toLowerCase(Locale.ROOT);
        if (!TAGS.contains(tag)) {
            throw sink.error("Unsupported start tag \"" + tag + "\" at byte offset " + sink.byteOffset(begin));
        }
        Map<String, String> attributes = new HashMap<>();
        while (true) {
            while (j < s.length() && Character.isWhitespace(s.charAt(j))) {
                j++;
            }
            if (j >= s.length()) {
                throw sink.error("Unclosed start tag at byte offset " + sink.byteOffset(begin));
            }
            if (s.charAt(j) == '>') {
                break;
            }
            int nameStart = j;
            while (j < s.length() && !Character.isWhitespace(s.charAt(j)) && "=>".indexOf(s.charAt(j)) < 0) {
                j++;
            }
            String name = s.substring(nameStart, j).toLowerCase(Locale.ROOT);
            String value = "";
            if (j < s.length() && s.charAt(j) == '=') {
                j++;
                if (j < s.length() && (s.charAt(j) == '"' || s.charAt(j) == '\'')) {
                    int close = s.indexOf(s.charAt(j), j + 1);
                    if (close < 0) {
                        throw sink.error("Unclosed start tag at byte offset " + sink.byteOffset(begin));
                    }
                    value = decode(s.substring(j + 1, close));
                    j = close + 1;
                } else {
                    int valueStart = j;
                    while (j < s.length() && !Character.isWhitespace(s.charAt(j)) && s.charAt(j) != '>') {
                        j++;
                    }
                    value = decode(s.substring(valueStart, j));
                }
            }
            attributes.put(name, value);
        }
        if (tag.equals("span") && !"tg-spoiler".equals(attributes.get("class"))) {
            throw sink.error("Tag \"span\" must have class \"tg-spoiler\" at byte offset " + sink.byteOffset(begin));
        }
        open.push(new Open(tag, attributes, sink.out.length(), begin));
        i = j + 1;
    }

    private void endTag() {
        int begin = i;
        int close = s.indexOf('>', i);
        if (close < 0) {
            throw sink.error("Unclosed end tag at byte offset " + sink.byteOffset(begin));
        }
        String tag = s.substring(i + 2, close).trim().toLowerCase(Locale.ROOT);
        if (open.isEmpty()) {
            throw sink.error("Unexpected end tag at byte offset " + sink.byteOffset(begin));
        }
        Open top = open.pop();
        if (!top.tag().equals(tag)) {
            throw sink.error("Unmatched end tag at byte offset " + sink.byteOffset(begin) + ", expected \"</"
                    + top.tag() + ">\", found \"</" + tag + ">\"");
        }
        finish(top);
        i = close + 1;
    }

    private void finish(Open tag) {
        int offset = tag.offset();
        Map<String, String> a = tag.attributes();
        switch (tag.tag()) {
            case "b", "strong" -> sink.add("bold", offset);
            case "i", "em" -> sink.add("italic", offset);
            case "u", "ins" -> sink.add("underline", offset);
            case "s", "strike", "del" -> sink.add("strikethrough", offset);
            case "span", "tg-spoiler" -> sink.add("spoiler", offset);
            case "a" -> sink.link(offset, a.getOrDefault("href", ""));
            case "code" -> {
                lastCode = sink.add("code", offset);
                String language = a.getOrDefault("class", "");
                lastCodeLanguage = language.startsWith("language-") && language.length() > 9 ? language.substring(9)
                        : null; // a pre right around it takes it (below); a code alone has no language
            }
            case "pre" -> pre(offset);
            case "blockquote" -> sink.add(a.containsKey("expandable") ? "expandable_blockquote" : "blockquote", offset);
            case "tg-emoji" -> {
                String id = a.getOrDefault("emoji-id", "");
                if (id.isEmpty()) {
                    throw sink.error("Custom emoji identifier must be specified at byte offset "
                            + sink.byteOffset(tag.sourceIndex()));
                }
                ObjectNode emoji = sink.add("custom_emoji", offset);
                if (emoji != null) {
                    emoji.put("custom_emoji_id", id);
                }
            }
            case "tg-time" -> {
                ObjectNode time = sink.add("date_time", offset);
                if (time != null) {
                    try {
                        time.put("unix_time", Integer.parseInt(a.getOrDefault("unix", "")));
                    } catch (NumberFormatException e) {
                        throw sink.error("Invalid unix time at byte offset " + sink.byteOffset(tag.sourceIndex()));
                    }
                    if (a.containsKey("format")) {
                        time.put("date_time_format", a.get("format"));
                    }
                }
            }
            default -> throw new IllegalStateException(tag.tag());
        }
    }

    /** A {@code pre} wrapping exactly one {@code code class="language-x"} is one pre entity in language x. */
    private void pre(int offset) {
        ObjectNode last = sink.last();
        String language = null;
        if (last != null && last == lastCode && last.get("offset").intValue() == offset
                && last.get("length").intValue() == sink.out.length() - offset) {
            language = lastCodeLanguage;
            sink.removeLast();
        }
        ObjectNode pre = sink.add("pre", offset);
        if (pre != null && language != null) {
            pre.put("language", language);
        }
    }

    private static String decode(String value) {
        HtmlMarkup inner = new HtmlMarkup(value);
        while (inner.i < value.length()) {
            if (value.charAt(inner.i) == '&') {
                inner.entity();
            } else {
                inner.sink.out.append(value.charAt(inner.i++));
            }
        }
        return inner.sink.out.toString();
    }
}
