package io.github.quarkustelegram.sessions;

import java.util.function.UnaryOperator;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.smallrye.mutiny.Uni;

/**
 * Session values from code that is not an annotated handler parameter: routes of the {@code TelegramRouter},
 * middleware, services. A bean; the keys come from the update ({@link SessionScope}).
 */
public interface Sessions {

    /**
     * @param <T> the type
     * @param update the update whose chat and/or sender make the key
     * @param type a {@link SessionData} type
     * @return the value as a holder, remembering the version it was loaded at; fails with
     *         {@link UnreadableSessionException} when the stored value cannot be read, with an
     *         {@link IllegalArgumentException} when the update has no chat or sender the scope needs
     */
    <T> Uni<Session<T>> load(UpdateContext update, Class<T> type);

    /**
     * Writes a holder from {@link #load} if its value changed.
     *
     * @param session the holder
     * @return done; fails with {@link SessionConflictException} when the value was written by another since it was
     *         loaded
     */
    Uni<Void> save(Session<?> session);

    /**
     * Loads, changes and writes, loading again and calling {@code change} again when another writer got there first:
     * {@code change} must do nothing but compute the new value (it may run more than once).
     *
     * @param <T> the type
     * @param update the update whose chat and/or sender make the key
     * @param type a {@link SessionData} type
     * @param change gets the current value (or a fresh one, or null), returns the new one (null removes it)
     * @return the value written
     */
    <T> Uni<@Nullable T> update(UpdateContext update, Class<T> type, UnaryOperator<@Nullable T> change);

    /**
     * Removes the value whatever it is (also one that can no longer be read).
     *
     * @param update the update whose chat and/or sender make the key
     * @param type a {@link SessionData} type
     * @return done
     */
    Uni<Void> delete(UpdateContext update, Class<?> type);
}
