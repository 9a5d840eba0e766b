package io.github.quarkustelegram.runtime.text;

import java.util.List;

import io.github.quarkustelegram.model.MessageEntity;

/**
 * Writes a text and its entities as Telegram's HTML parse mode. Kinds Telegram detects by itself (mention, hashtag,
 * url, ...) are written as their plain text: Telegram finds them again.
 */
public final class HtmlWriter implements EntityWalk.Visitor {

    private final String text;
    private final StringBuilder out;

    private HtmlWriter(String text) {
        this.text = text;
        this.out = new StringBuilder(text.length() + 32);
    }

    /** @param sorted entities as {@link Entities#checked} returns them */
    public static String write(String text, List<MessageEntity> sorted) {
        HtmlWriter writer = new HtmlWriter(text);
        EntityWalk.walk(text, sorted, writer);
        return writer.out.toString();
    }

    @Override
    public void open(MessageEntity e) {
        switch (e.type().value()) {
            case "bold" -> out.append("<b>");
            case "italic" -> out.append("<i>");
            case "underline" -> out.append("<u>");
            case "strikethrough" -> out.append("<s>");
            case "spoiler" -> out.append("<tg-spoiler>");
            case "code" -> out.append("<code>");
            case "pre" -> out.append(e.language() == null ? "<pre>"
                    : "<pre><code class=\"language-" + Escaping.html(e.language()) + "\">");
            case "text_link" -> out.append("<a href=\"").append(Escaping.html(required(e.url(), e))).append("\">");
            case "text_mention" -> out.append("<a href=\"tg://user?id=").append(required(e.user(), e).id())
                    .append("\">");
            case "custom_emoji" -> out.append("<tg-emoji emoji-id=\"")
                    .append(Escaping.html(required(e.customEmojiId(), e))).append("\">");
            case "blockquote" -> out.append("<blockquote>");
            case "expandable_blockquote" -> out.append("<blockquote expandable>");
            case "date_time" -> {
                out.append("<tg-time unix=\"").append(required(e.unixTime(), e)).append('"');
                if (e.dateTimeFormat() != null) {
                    out.append(" format=\"").append(Escaping.html(e.dateTimeFormat())).append('"');
                }
                out.append('>');
            }
            default -> {
            }
        }
    }

    @Override
    public void text(int start, int end) {
        Escaping.html(text, start, end, out);
    }

    @Override
    public void close(MessageEntity e) {
        switch (e.type().value()) {
            case "bold" -> out.append("</b>");
            case "italic" -> out.append("</i>");
            case "underline" -> out.append("</u>");
            case "strikethrough" -> out.append("</s>");
            case "spoiler" -> out.append("</tg-spoiler>");
            case "code" -> out.append("</code>");
            case "pre" -> out.append(e.language() == null ? "</pre>" : "</code></pre>");
            case "text_link", "text_mention" -> out.append("</a>");
            case "custom_emoji" -> out.append("</tg-emoji>");
            case "blockquote", "expandable_blockquote" -> out.append("</blockquote>");
            case "date_time" -> out.append("</tg-time>");
            default -> {
            }
        }
    }

    static <T> T required(T value, MessageEntity entity) {
        if (value == null) {
            throw new IllegalArgumentException(Entities.describe(entity) + " lacks the field its kind needs");
        }
        return value;
    }
}
