package io.github.quarkustelegram.runtime.text;

/** Telegram's escaping rules for its parse modes, as its "Formatting options" section states them. */
public final class Escaping {

    /** The characters MarkdownV2 reserves outside code, pre and link URLs. */
    private static final String MARKDOWN_V2_RESERVED = "_*[]()~`>#+-=|{}.!\\";

    private Escaping() {
    }

    /** @return the text with {@code &}, {@code <}, {@code >} and {@code "} as HTML entities (safe in attributes too) */
    public static String html(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        html(text, 0, text.length(), out);
        return out.toString();
    }

    static void html(String text, int start, int end, StringBuilder out) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
    }

    /** @return the text with a backslash before each character MarkdownV2 reserves */
    public static String markdownV2(String text) {
        return escaped(text, MARKDOWN_V2_RESERVED);
    }

    /** @return the text for the inside of MarkdownV2 {@code code} or {@code pre}: backslash and backquote escaped */
    public static String markdownV2Code(String text) {
        return escaped(text, "`\\");
    }

    /** @return the URL for the {@code (...)} of a MarkdownV2 link or custom emoji: backslash and ')' escaped */
    public static String markdownV2Url(String url) {
        return escaped(url, ")\\");
    }

    static void escaped(String text, int start, int end, String reserved, StringBuilder out) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (reserved.indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
    }

    private static String escaped(String text, String reserved) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        escaped(text, 0, text.length(), reserved, out);
        return out.toString();
    }
}
