package io.github.quarkustelegram.runtime.text;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.MessageEntity;

/**
 * Writes a text and its entities as Telegram's MarkdownV2 parse mode. Kinds Telegram detects by itself (mention,
 * hashtag, url, ...) are written as their plain text.
 *
 * <p>
 * Two ambiguities of the syntax are written around: an italic marker next to an underline one ({@code ___}) is kept
 * apart by an empty bold or strikethrough entity, as Telegram's page advises, and so are two quotes on consecutive
 * lines. What MarkdownV2 cannot say at all (a quote that does not start and end a line, a line break in code inside
 * a quote) is refused: HTML or entities can say it.
 */
public final class MarkdownV2Writer {

    private final String text;
    private final StringBuilder out;
    private final Deque<MessageEntity> open = new ArrayDeque<>();
    private @Nullable MessageEntity quote;
    private int quoteEnd = -2;
    /** Where the last marker ended in {@link #out}: a marker right after an underscore marker needs a separator. */
    private int markerEnd = -1;

    private MarkdownV2Writer(String text) {
        this.text = text;
        this.out = new StringBuilder(text.length() + 32);
    }

    /** @param sorted entities as {@link Entities#checked} returns them */
    public static String write(String text, List<MessageEntity> sorted) {
        MarkdownV2Writer writer = new MarkdownV2Writer(text);
        EntityWalk.walk(text, sorted, new EntityWalk.Visitor() {
            @Override
            public void open(MessageEntity entity) {
                writer.open(entity);
            }

            @Override
            public void text(int start, int end) {
                writer.text(start, end);
            }

            @Override
            public void close(MessageEntity entity) {
                writer.close(entity);
            }
        });
        return writer.out.toString();
    }

    private void open(MessageEntity e) {
        switch (e.type().value()) {
            case "bold" -> marker("*");
            case "italic" -> marker("_");
            case "underline" -> marker("__");
            case "strikethrough" -> marker("~");
            case "spoiler" -> {
                marker("||");
                if (quote != null && text.charAt(e.offset()) == '\n') {
                    separator(); // "||" at the end of a quoted line would mark the quote expandable
                }
            }
            case "code" -> marker("`");
            case "pre" -> {
                String language = e.language() == null ? "" : e.language();
                if (language.chars().anyMatch(c -> Character.isWhitespace(c) || c == '`')) {
                    throw new IllegalArgumentException(Entities.describe(e) + ": MarkdownV2 cannot write the language "
                            + "\"" + language + "\" (white space or a backquote)");
                }
                marker("```" + language + "\n");
            }
            case "text_link", "text_mention" -> marker("[");
            case "custom_emoji", "date_time" -> marker("![");
            case "blockquote", "expandable_blockquote" -> openQuote(e);
            default -> {
                return;
            }
        }
        open.push(e);
    }

    private void openQuote(MessageEntity e) {
        int end = Entities.end(e);
        if (e.offset() > 0 && text.charAt(e.offset() - 1) != '\n' || end < text.length() && text.charAt(end) != '\n') {
            throw new IllegalArgumentException(Entities.describe(e) + ": MarkdownV2 can only quote whole lines; use "
                    + "HTML or entities for a quote inside a line");
        }
        if (quoteEnd == e.offset() - 1) {
            separator(); // two quotes on consecutive lines would be read as one
        }
        out.append('>');
        markerEnd = out.length();
        quote = e;
    }

    private void text(int start, int end) {
        MessageEntity inner = open.peek();
        boolean code = inner != null && (inner.type().value().equals("code") || inner.type().value().equals("pre"));
        String reserved = code ? "`\\" : "_*[]()~`>#+-=|{}.!\\";
        int from = start;
        if (quote != null) {
            for (int i = start; i < end; i++) {
                if (text.charAt(i) == '\n') {
                    if (code) {
                        throw new IllegalArgumentException(Entities.describe(inner) + ": MarkdownV2 cannot break a "
                                + "line of code or pre inside a quote; use HTML or entities");
                    }
                    Escaping.escaped(text, from, i + 1, reserved, out);
                    out.append('>');
                    from = i + 1;
                }
            }
        }
        Escaping.escaped(text, from, end, reserved, out);
    }

    private void close(MessageEntity e) {
        switch (e.type().value()) {
            case "bold" -> marker("*");
            case "italic" -> marker("_");
            case "underline" -> marker("__");
            case "strikethrough" -> marker("~");
            case "spoiler" -> marker("||");
            case "code" -> marker("`");
            case "pre" -> marker("```");
            case "text_link" -> marker("](" + Escaping.markdownV2Url(HtmlWriter.required(e.url(), e)) + ")");
            case "text_mention" -> marker("](tg://user?id=" + HtmlWriter.required(e.user(), e).id() + ")");
            case "custom_emoji" -> marker("](tg://emoji?id="
                    + Escaping.markdownV2Url(HtmlWriter.required(e.customEmojiId(), e)) + ")");
            case "date_time" -> marker("](tg://time?unix=" + HtmlWriter.required(e.unixTime(), e)
                    + (e.dateTimeFormat() == null ? "" : "&format=" + Escaping.markdownV2Url(e.dateTimeFormat()))
                    + ")");
            case "blockquote", "expandable_blockquote" -> {
                if (e.type().value().equals("expandable_blockquote")) {
                    out.append("||");
                    markerEnd = out.length();
                }
                quote = null;
                quoteEnd = Entities.end(e);
                return;
            }
            default -> {
                return;
            }
        }
        open.pop();
    }

    private void marker(String marker) {
        if (marker.startsWith("_") && markerEnd == out.length() && out.length() > 0
                && out.charAt(out.length() - 1) == '_') {
            separator();
        }
        out.append(marker);
        markerEnd = out.length();
    }

    /** An empty entity of a kind not open here: Telegram drops it, and it ends the ambiguity. */
    private void separator() {
        boolean bold = open.stream().anyMatch(e -> e.type().value().equals("bold"));
        boolean strike = open.stream().anyMatch(e -> e.type().value().equals("strikethrough"));
        if (bold && strike) {
            throw new IllegalArgumentException("MarkdownV2 cannot keep these markers apart inside both bold and "
                    + "strikethrough; use HTML or entities");
        }
        out.append(bold ? "~~" : "**");
    }
}
