package io.github.quarkustelegram.sessions;

import java.util.function.UnaryOperator;

import org.jspecify.annotations.Nullable;

/**
 * A session value as a holder, for records and other immutable values: a handler parameter {@code Session<Cart>}, or
 * what {@link Sessions#load} gives. Changes are kept in the holder and written by the handler's completion (or
 * {@link Sessions#save}); not thread-safe, like the update it belongs to.
 *
 * @param <T> the {@link SessionData} type
 */
public interface Session<T> {

    /** @return the value: the stored one, else a fresh one ({@link SessionData}), else null */
    @Nullable
    T get();

    /** @param value the new value, null to remove it */
    void set(@Nullable T value);

    /**
     * @param change gets {@link #get()}, returns the new value
     * @return the new value
     */
    @Nullable
    T update(UnaryOperator<@Nullable T> change);

    /** Removes the value: the next load finds a fresh one. */
    default void clear() {
        set(null);
    }

    /** @return the store's key, e.g. {@code Cart:c42}: the name, then the chat ({@code c}) and/or user ({@code u}) */
    String key();
}
