package io.github.quarkustelegram.runtime.callbacks;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The token syntax of callback data: {@code prefix:field:field}. A field's text escapes {@code \} and {@code :} with
 * a backslash, so any string round-trips; an empty token is null, {@code \e} the empty string, and {@code \s} starts
 * a stored entry's key. No escaped text can produce those last two, so they never clash with a value.
 */
public final class DataTokens {

    /** Between the prefix and each field. */
    public static final char SEPARATOR = ':';
    /** Starts an escape. */
    public static final char ESCAPE = '\\';
    /** The empty string (an empty token being null). */
    public static final String EMPTY_STRING = "\\e";
    /** Starts the key of an entry in the store, in place of the fields. */
    public static final String STORED = "\\s";

    private DataTokens() {
    }

    /** Appends text with its separators and escapes escaped. */
    public static void appendEscaped(StringBuilder out, String text) {
        if (text.isEmpty()) {
            out.append(EMPTY_STRING);
            return;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == SEPARATOR || c == ESCAPE) {
                out.append(ESCAPE);
            }
            out.append(c);
        }
    }

    /**
     * @param token a token as {@link #split} returns it (escapes kept)
     * @return the text it holds
     * @throws IllegalArgumentException on an escape that escaped text cannot contain
     */
    public static String unescape(String token) {
        if (token.equals(EMPTY_STRING)) {
            return "";
        }
        if (token.indexOf(ESCAPE) < 0) {
            return token;
        }
        StringBuilder out = new StringBuilder(token.length());
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c == ESCAPE) {
                char next = i + 1 < token.length() ? token.charAt(i + 1) : 0;
                if (next != SEPARATOR && next != ESCAPE) {
                    throw new IllegalArgumentException("a stray escape at " + i);
                }
                c = next;
                i++;
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * Splits the fields (what follows {@code prefix:}) at the separators that are not escaped.
     *
     * @param data the whole data
     * @param from where the fields start
     * @return the tokens, escapes kept; one empty token for empty fields
     */
    public static List<String> split(String data, int from) {
        List<String> tokens = new ArrayList<>();
        int start = from;
        for (int i = from; i < data.length(); i++) {
            char c = data.charAt(i);
            if (c == ESCAPE) {
                i++;
            } else if (c == SEPARATOR) {
                tokens.add(data.substring(start, i));
                start = i + 1;
            }
        }
        tokens.add(data.substring(start));
        return tokens;
    }

    /** @return the prefix of the data (before its first separator), or null when it has none */
    public static @Nullable String prefixOf(String data) {
        int end = data.indexOf(SEPARATOR);
        return end < 0 ? null : data.substring(0, end);
    }

    /** @return the size Telegram counts: UTF-8 bytes */
    public static int utf8Length(CharSequence text) {
        int bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
