package io.github.quarkustelegram.text;

import io.github.quarkustelegram.runtime.text.Escaping;

/** Telegram's MarkdownV2 parse mode, for bots that write markup themselves. */
public final class MarkdownV2 {

    private MarkdownV2() {
    }

    /**
     * Escapes text for anywhere outside code, pre and link URLs: a backslash before each of
     * {@code _ * [ ] ( ) ~ ` > # + - = | { } . !} and before the backslash itself.
     *
     * @param text any text
     * @return the text, read back by Telegram as itself
     */
    public static String escape(String text) {
        return Escaping.markdownV2(text);
    }

    /**
     * Escapes text for the inside of {@code `code`} or a {@code ```pre```} block: a backslash before each backquote and
     * backslash, as Telegram requires there.
     *
     * @param code any text
     * @return the text, read back by Telegram as itself inside code or pre
     */
    public static String escapeCode(String code) {
        return Escaping.markdownV2Code(code);
    }

    /**
     * Escapes a URL for the {@code (...)} part of an inline link or a custom emoji: a backslash before each {@code )}
     * and backslash.
     *
     * @param url any URL
     * @return the URL, read back by Telegram as itself inside the parentheses
     */
    public static String escapeUrl(String url) {
        return Escaping.markdownV2Url(url);
    }

    /**
     * @param text a formatted text
     * @return the same text and entities as MarkdownV2 markup (see {@link FormattedText#toMarkdownV2()})
     */
    public static String render(FormattedText text) {
        return text.toMarkdownV2();
    }
}
