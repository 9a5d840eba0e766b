package io.github.quarkustelegram.sessions;

import java.util.Objects;

/**
 * A session value as a {@link SessionStore} keeps it.
 *
 * @param json the value's JSON
 * @param version how many times it was written since it was created, from 1; a write must name it
 */
public record StoredSession(String json, long version) {

    /** Checks the components. */
    public StoredSession {
        Objects.requireNonNull(json, "json");
        if (version < 1) {
            throw new IllegalArgumentException("a stored session's version starts at 1, not " + version);
        }
    }
}
