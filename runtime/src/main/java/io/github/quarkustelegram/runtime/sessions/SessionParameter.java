package io.github.quarkustelegram.runtime.sessions;

import java.util.Objects;

/**
 * A handler parameter that is a session, as the build found it.
 *
 * @param position its position, from 0
 * @param type the {@code @SessionData} class's name
 * @param holder whether the parameter is a {@code Session<T>} (else the value itself)
 */
public record SessionParameter(int position, String type, boolean holder) {

    /** Checks the components. */
    public SessionParameter {
        Objects.requireNonNull(type, "type");
    }
}
