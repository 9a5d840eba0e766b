package io.github.quarkustelegram.sessions;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a type of the bot's own as session data: a handler parameter of that type (or a {@link Session} of it) is
 * loaded before the handler runs and saved when the handler's result completes, if it changed. The value is kept as
 * JSON written by the extension's own Jackson mapper: fields of any visibility, not getters; unknown properties are
 * ignored (a removed field), missing ones keep the value the class gives them (an added field).
 *
 * <p>
 * A fresh value (nothing stored yet) comes from a static no-argument method {@code initial()} of the type when it has
 * one, else from its no-argument constructor; a record without {@code initial()} has no fresh value
 * ({@link Session#get()} returns null).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SessionData {

    /** @return whose data it is: the key's parts */
    SessionScope scope() default SessionScope.CHAT;

    /**
     * @return the name in the store's keys; empty for the type's simple name. Set it to keep the stored values when
     *         the class is renamed or moved.
     */
    String name() default "";

    /**
     * @return whether a stored value this class can no longer read (its class changed) is replaced by a fresh one,
     *         with a warning naming the key; by default the handler fails with {@link UnreadableSessionException}
     */
    boolean startOverWhenUnreadable() default false;
}
