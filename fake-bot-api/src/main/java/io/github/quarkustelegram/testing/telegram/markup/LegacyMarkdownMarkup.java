package io.github.quarkustelegram.testing.telegram.markup;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * Telegram's legacy Markdown parse mode: {@code *bold*}, {@code _italic_}, {@code `code`}, {@code ```lang pre```},
 * {@code [text](url)}; no nesting, no escaping inside an entity, a backslash escapes {@code _ * ` [} outside.
 */
final class LegacyMarkdownMarkup {

    private LegacyMarkdownMarkup() {
    }

    static ParsedText parse(String s) {
        ParsedText.Sink sink = new ParsedText.Sink(s);
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && "_*`[".indexOf(s.charAt(i + 1)) >= 0) {
                sink.out.append(s.charAt(i + 1));
                i += 2;
                continue;
            }
            if ("_*`[".indexOf(c) < 0) {
                sink.out.append(c);
                i++;
                continue;
            }
            int begin = i;
            int offset = sink.out.length();
            if (s.startsWith("```", i)) {
                int end = s.indexOf("```", i + 3);
                if (end < 0) {
                    throw unclosed(sink, begin);
                }
                String body = s.substring(i + 3, end);
                String language = null;
                int newline = body.indexOf('\n');
                if (newline > 0 && body.substring(0, newline).chars().noneMatch(Character::isWhitespace)) {
                    language = body.substring(0, newline);
                    body = body.substring(newline + 1);
                } else if (newline == 0) {
                    body = body.substring(1);
                }
                sink.out.append(body);
                ObjectNode pre = sink.add("pre", offset);
                if (pre != null && language != null) {
                    pre.put("language", language);
                }
                i = end + 3;
            } else if (c == '[') {
                int close = s.indexOf(']', i + 1);
                if (close < 0) {
                    throw unclosed(sink, begin);
                }
                sink.out.append(s, i + 1, close);
                i = close + 1;
                if (i < s.length() && s.charAt(i) == '(') {
                    int end = s.indexOf(')', i + 1);
                    if (end < 0) {
                        throw unclosed(sink, begin);
                    }
                    sink.link(offset, s.substring(i + 1, end));
                    i = end + 1;
                }
            } else {
                int end = s.indexOf(c, i + 1);
                if (end < 0) {
                    throw unclosed(sink, begin);
                }
                sink.out.append(s, i + 1, end);
                sink.add(c == '*' ? "bold" : c == '_' ? "italic" : "code", offset);
                i = end + 1;
            }
        }
        return sink.result();
    }

    private static BotApiError unclosed(ParsedText.Sink sink, int begin) {
        return sink.error("Can't find end of the entity starting at byte offset " + sink.byteOffset(begin));
    }
}
