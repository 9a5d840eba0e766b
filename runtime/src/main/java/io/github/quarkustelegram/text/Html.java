package io.github.quarkustelegram.text;

import io.github.quarkustelegram.runtime.text.Escaping;

/** Telegram's HTML parse mode, for bots that write markup themselves. */
public final class Html {

    private Html() {
    }

    /**
     * Escapes text to put between tags or inside an attribute's double quotes: {@code &}, {@code <}, {@code >} and
     * {@code "} become {@code &amp;}, {@code &lt;}, {@code &gt;} and {@code &quot;}.
     *
     * @param text any text
     * @return the text, safe in HTML parse mode
     */
    public static String escape(String text) {
        return Escaping.html(text);
    }

    /**
     * @param text a formatted text
     * @return the same text and entities as HTML markup (see {@link FormattedText#toHtml()})
     */
    public static String render(FormattedText text) {
        return text.toHtml();
    }
}
