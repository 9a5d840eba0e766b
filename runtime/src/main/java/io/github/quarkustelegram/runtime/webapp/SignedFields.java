package io.github.quarkustelegram.runtime.webapp;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;

/**
 * The fields of signed Telegram data (a Mini App's {@code initData}, a Login Widget's answer) read from their query
 * string, sorted by key as Telegram's data-check-string wants them. Problems are reported without the data: it
 * carries the user's details and the hash.
 */
public final class SignedFields {

    /** Telegram's initData is about a kilobyte; far more is not from Telegram. */
    public static final int MAX_LENGTH = 16 * 1024;

    private final TreeMap<String, String> fields;

    private SignedFields(TreeMap<String, String> fields) {
        this.fields = fields;
    }

    /**
     * @param query {@code key=value} pairs joined by {@code &}, percent-encoded
     * @throws IllegalArgumentException when it is not such a string, or names a key twice; the message names no value
     */
    public static SignedFields parse(String query) {
        if (query.isEmpty()) {
            throw new IllegalArgumentException("it is empty");
        }
        if (query.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("it is longer than " + MAX_LENGTH + " characters");
        }
        TreeMap<String, String> fields = new TreeMap<>();
        for (String pair : query.split("&", -1)) {
            int eq = pair.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("a field is not key=value");
            }
            String key = decode(pair.substring(0, eq));
            if (fields.put(key, decode(pair.substring(eq + 1))) != null) {
                throw new IllegalArgumentException("the field '" + shortName(key) + "' appears twice");
            }
        }
        return new SignedFields(fields);
    }

    /** @return the decoded value of that field, or null when absent */
    public @Nullable String get(String key) {
        return fields.get(key);
    }

    /**
     * @param prefix what comes before the fields ({@code <bot id>:WebAppData\n} for a third-party signature), or ""
     * @param leftOut the keys that are not signed ({@code hash}, {@code signature})
     * @return Telegram's data-check-string: {@code key=value} of every other field, sorted by key, joined by \n
     */
    public String dataCheckString(String prefix, Set<String> leftOut) {
        StringJoiner joined = new StringJoiner("\n", prefix, "");
        for (Map.Entry<String, String> field : fields.entrySet()) {
            if (!leftOut.contains(field.getKey())) {
                joined.add(field.getKey() + "=" + field.getValue());
            }
        }
        return joined.toString();
    }

    private static String decode(String encoded) {
        try {
            return URLDecoder.decode(encoded, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a field is not valid percent-encoding");
        }
    }

    /** A key is the sender's, not secret, but may be long: enough of it to recognise. */
    private static String shortName(String key) {
        return key.length() <= 32 ? key : key.substring(0, 32) + "...";
    }
}
