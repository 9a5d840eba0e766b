package io.github.quarkustelegram.runtime.sessions;

import java.util.Objects;

/**
 * A handler parameter that is a session, as the build found it.
 *
 * @param position its position, from 0; {@link #CONTEXT} for a session loaded for the update's context only (the
 *        user's language choice, for a {@code Locale} parameter)
 * @param type the {@code @SessionData} class's name
 * @param holder whether the parameter is a {@code Session<T>} (else the value itself)
 */
public record SessionParameter(int position, String type, boolean holder) {

    /** The position of a session loaded for the context, in no parameter. */
    public static final int CONTEXT = -1;

    /** Checks the components. */
    public SessionParameter {
        Objects.requireNonNull(type, "type");
    }
}
