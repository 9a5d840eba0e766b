package io.github.quarkustelegram.testing.telegram.markup;

import java.util.ArrayDeque;
import java.util.Deque;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * Telegram's MarkdownV2 parse mode: {@code *bold*}, {@code _italic_}, {@code __underline__}, {@code ~strike~},
 * {@code ||spoiler||}, {@code `code`}, {@code ```lang pre```}, {@code [text](url)}, {@code ![emoji](tg://emoji?id=)},
 * {@code ![text](tg://time?unix=&format=)}, {@code >} quotes ({@code ||} at the end of the last line: expandable),
 * backslash escapes; a reserved character left unescaped is an error, as on Telegram.
 */
final class MarkdownV2Markup {

    private static final String RESERVED = "_*[]()~`>#+-=|{}.!";

    /** An entity being read: its marker, where its text starts, where its marker is in the source. */
    private record Open(String marker, int offset, int sourceIndex) {
    }

    private final String s;
    private final ParsedText.Sink sink;
    private final Deque<Open> open = new ArrayDeque<>();
    private Open quote;
    private boolean expandable;
    private String preLanguage;
    private int i;

    private MarkdownV2Markup(String source) {
        this.s = source;
        this.sink = new ParsedText.Sink(source);
    }

    static ParsedText parse(String source) {
        MarkdownV2Markup markup = new MarkdownV2Markup(source);
        markup.run();
        return markup.sink.result();
    }

    private void run() {
        while (i < s.length()) {
            char c = s.charAt(i);
            Open top = open.peek();
            if (c == '\\') {
                if (i + 1 < s.length() && s.charAt(i + 1) >= 1 && s.charAt(i + 1) <= 126) {
                    sink.out.append(s.charAt(i + 1));
                    i += 2;
                    continue;
                }
                throw reserved(c);
            }
            if (top != null && top.marker().startsWith("```")) {
                if (s.startsWith("```", i)) {
                    close(top, "pre");
                    i += 3;
                } else {
                    sink.out.append(c);
                    i++;
                }
                continue;
            }
            if (top != null && top.marker().equals("`")) {
                if (c == '`') {
                    close(top, "code");
                } else {
                    sink.out.append(c);
                }
                i++;
                continue;
            }
            switch (c) {
                case '\n' -> newline();
                case '>' -> {
                    if (quote != null || !atLineStart()) {
                        throw reserved(c);
                    }
                    quote = new Open(">", sink.out.length(), i);
                    expandable = false;
                    i++;
                }
                case '|' -> {
                    if (!s.startsWith("||", i)) {
                        throw reserved(c);
                    }
                    boolean lineEnd = i + 2 == s.length() || s.charAt(i + 2) == '\n';
                    if (quote != null && lineEnd && open.stream().noneMatch(o -> o.marker().equals("||"))) {
                        expandable = true;
                    } else {
                        toggle("||", "spoiler");
                    }
                    i += 2;
                }
                case '*' -> {
                    toggle("*", "bold");
                    i++;
                }
                case '~' -> {
                    toggle("~", "strikethrough");
                    i++;
                }
                case '_' -> {
                    if (s.startsWith("__", i)) {
                        toggle("__", "underline");
                        i += 2;
                    } else {
                        toggle("_", "italic");
                        i++;
                    }
                }
                case '`' -> openCode();
                case '[' -> {
                    open.push(new Open("[", sink.out.length(), i));
                    i++;
                }
                case '!' -> {
                    if (!s.startsWith("![", i)) {
                        throw reserved(c);
                    }
                    open.push(new Open("![", sink.out.length(), i));
                    i += 2;
                }
                case ']' -> {
                    if (top == null || !top.marker().endsWith("[")) {
                        throw reserved(c);
                    }
                    closeLink(top);
                }
                default -> {
                    if (RESERVED.indexOf(c) >= 0) {
                        throw reserved(c);
                    }
                    sink.out.append(c);
                    i++;
                }
            }
        }
        if (quote != null) {
            closeQuote();
        }
        if (!open.isEmpty()) {
            throw unclosed(open.peek());
        }
    }

    private boolean atLineStart() {
        return sink.out.length() == 0 || sink.out.charAt(sink.out.length() - 1) == '\n';
    }

    private void newline() {
        if (quote != null) {
            if (i + 1 < s.length() && s.charAt(i + 1) == '>') {
                sink.out.append('\n');
                i += 2;
                return;
            }
            closeQuote();
        }
        sink.out.append('\n');
        i++;
    }

    private void closeQuote() {
        for (Open o : open) {
            if (o.offset() >= quote.offset() && o.sourceIndex() > quote.sourceIndex()) {
                throw unclosed(o);
            }
        }
        sink.add(expandable ? "expandable_blockquote" : "blockquote", quote.offset());
        quote = null;
    }

    private void toggle(String marker, String type) {
        Open top = open.peek();
        if (top != null && top.marker().equals(marker)) {
            close(top, type);
            return;
        }
        if (open.stream().anyMatch(o -> o.marker().equals(marker))) {
            throw unclosed(top); // closing an outer entity while an inner one is open
        }
        open.push(new Open(marker, sink.out.length(), i));
    }

    private void close(Open top, String type) {
        open.pop();
        ObjectNode entity = sink.add(type, top.offset());
        if (entity != null && type.equals("pre") && preLanguage != null) {
            entity.put("language", preLanguage);
        }
    }

    /** {@code ```} then a language up to white space, then one line break skipped; or a single backquote. */
    private void openCode() {
        if (!s.startsWith("```", i)) {
            open.push(new Open("`", sink.out.length(), i));
            i++;
            return;
        }
        int begin = i;
        i += 3;
        int end = i;
        while (end < s.length() && !Character.isWhitespace(s.charAt(end)) && s.charAt(end) != '`') {
            end++;
        }
        preLanguage = null;
        if (end > i && end < s.length() && s.charAt(end) != '`') {
            preLanguage = s.substring(i, end);
            i = end;
        }
        if (i < s.length() && (s.charAt(i) == '\n' || s.charAt(i) == '\r')) {
            i += i + 1 < s.length() && "\r\n".indexOf(s.charAt(i + 1)) >= 0 && s.charAt(i + 1) != s.charAt(i) ? 2 : 1;
        }
        open.push(new Open("```", sink.out.length(), begin));
    }

    /** {@code ](url)} after {@code [text} or {@code ![text}. */
    private void closeLink(Open top) {
        open.pop();
        if (i + 1 >= s.length() || s.charAt(i + 1) != '(') {
            if (top.marker().equals("![")) {
                throw sink.error("Can't find end of the entity starting at byte offset "
                        + sink.byteOffset(top.sourceIndex()));
            }
            i++; // [text] without a URL: just the text
            return;
        }
        StringBuilder url = new StringBuilder();
        int j = i + 2;
        while (j < s.length() && s.charAt(j) != ')') {
            if (s.charAt(j) == '\\' && j + 1 < s.length()) {
                j++;
            }
            url.append(s.charAt(j++));
        }
        if (j >= s.length()) {
            throw sink.error("Can't find end of a URL at byte offset " + sink.byteOffset(i + 2));
        }
        i = j + 1;
        String target = url.toString();
        if (top.marker().equals("[")) {
            sink.link(top.offset(), target);
        } else if (target.startsWith("tg://emoji?id=")) {
            ObjectNode emoji = sink.add("custom_emoji", top.offset());
            if (emoji != null) {
                emoji.put("custom_emoji_id", target.substring("tg://emoji?id=".length()));
            }
        } else if (target.startsWith("tg://time?")) {
            time(top, target.substring("tg://time?".length()));
        } else {
            throw sink.error("Custom emoji URL must have scheme tg:// at byte offset " + sink.byteOffset(top.sourceIndex()));
        }
    }

    private void time(Open top, String query) {
        ObjectNode time = sink.add("date_time", top.offset());
        if (time == null) {
            return;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            if (name.equals("unix")) {
                try {
                    time.put("unix_time", Integer.parseInt(value));
                } catch (NumberFormatException e) {
                    throw sink.error("Invalid unix time at byte offset " + sink.byteOffset(top.sourceIndex()));
                }
            } else if (name.equals("format")) {
                time.put("date_time_format", value);
            }
        }
        if (!time.has("unix_time")) {
            throw sink.error("Invalid unix time at byte offset " + sink.byteOffset(top.sourceIndex()));
        }
    }

    private BotApiError reserved(char c) {
        return sink.error("Character '" + c + "' is reserved and must be escaped with the preceding '\\'");
    }

    private BotApiError unclosed(Open o) {
        return sink.error("Can't find end of the entity starting at byte offset " + sink.byteOffset(o.sourceIndex()));
    }
}
