package io.github.quarkustelegram.runtime.sessions;

import io.github.quarkustelegram.runtime.values.ValueJson;
import io.github.quarkustelegram.sessions.UnreadableSessionException;

/**
 * Session values as JSON ({@link ValueJson}: the extension's own mapper, fields sorted, unknown properties ignored);
 * anything that does not fit is an {@link UnreadableSessionException} naming the key and the class.
 */
public final class SessionCodec {

    private SessionCodec() {
    }

    /**
     * @param value a session value
     * @return its one text
     * @throws IllegalArgumentException when Jackson cannot write it, naming the class
     */
    public static String write(Object value) {
        return ValueJson.write(value);
    }

    /**
     * @param <T> the type
     * @param key where it was stored, for the error
     * @param type the class to read it as
     * @param json what was stored
     * @return the value
     * @throws UnreadableSessionException naming the key and the class
     */
    public static <T> T read(String key, Class<T> type, String json) {
        try {
            return ValueJson.read(type, json);
        } catch (IllegalArgumentException e) {
            throw new UnreadableSessionException(key, type, e);
        }
    }
}
