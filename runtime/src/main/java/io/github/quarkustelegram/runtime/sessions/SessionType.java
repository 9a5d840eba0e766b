package io.github.quarkustelegram.runtime.sessions;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/**
 * A {@link SessionData} type as the engine uses it: its scope and name (the key), and how a fresh value is made. Read
 * once a class ({@link #of}).
 *
 * @param <T> the type
 */
public final class SessionType<T> {

    private static final ClassValue<SessionType<?>> TYPES = new ClassValue<>() {
        @Override
        protected SessionType<?> computeValue(Class<?> type) {
            return new SessionType<>(type);
        }
    };

    private final Class<T> type;
    private final SessionScope scope;
    private final String name;
    private final boolean startOver;
    private final @Nullable Method initial;
    private final @Nullable Constructor<T> constructor;

    private SessionType(Class<T> type) {
        SessionData data = type.getAnnotation(SessionData.class);
        if (data == null) {
            throw new IllegalArgumentException(type.getName() + " is not a session type: annotate it with @"
                    + SessionData.class.getName());
        }
        this.type = type;
        this.scope = data.scope();
        this.name = data.name().isEmpty() ? type.getSimpleName() : data.name();
        this.startOver = data.startOverWhenUnreadable();
        this.initial = initial(type);
        this.constructor = initial == null ? constructor(type) : null;
    }

    /**
     * @param <T> the type
     * @param type a {@link SessionData} class
     * @return what the engine knows of it
     * @throws IllegalArgumentException when it is not annotated
     */
    @SuppressWarnings("unchecked")
    public static <T> SessionType<T> of(Class<T> type) {
        return (SessionType<T>) TYPES.get(type);
    }

    /** @return the class */
    public Class<T> type() {
        return type;
    }

    /** @return whose data it is */
    public SessionScope scope() {
        return scope;
    }

    /** @return whether an unreadable value is replaced by a fresh one */
    boolean startOver() {
        return startOver;
    }

    /**
     * @param update the update
     * @return the store's key: the name, then {@code c<chat id>} and/or {@code u<user id>}
     * @throws IllegalArgumentException when the update has no chat or sender the scope needs
     */
    public String key(UpdateContext update) {
        return switch (scope) {
            case CHAT -> name + ":c" + chat(update).id();
            case USER -> name + ":u" + sender(update).id();
            case CHAT_MEMBER -> name + ":c" + chat(update).id() + ":u" + sender(update).id();
        };
    }

    /** @return a fresh value: from {@code initial()}, else the no-argument constructor; null when it has neither */
    @Nullable
    T fresh() {
        try {
            if (initial != null) {
                return type.cast(initial.invoke(null));
            }
            return constructor == null ? null : constructor.newInstance();
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("A fresh " + type.getName() + " failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("A fresh " + type.getName() + " cannot be made: " + e, e);
        }
    }

    private Chat chat(UpdateContext update) {
        Chat chat = update.chat();
        if (chat == null) {
            throw new IllegalArgumentException(missing("chat", update));
        }
        return chat;
    }

    private User sender(UpdateContext update) {
        User sender = update.sender();
        if (sender == null) {
            throw new IllegalArgumentException(missing("sender", update));
        }
        return sender;
    }

    private String missing(String what, UpdateContext update) {
        return "The session " + type.getName() + " is per " + scope + " but update " + update.update().updateId()
                + " (" + (update.kind() == null ? "unknown kind" : update.kind().wireName()) + ") has no " + what;
    }

    private static @Nullable Method initial(Class<?> type) {
        try {
            Method method = type.getDeclaredMethod("initial");
            if (Modifier.isStatic(method.getModifiers()) && type.isAssignableFrom(method.getReturnType())) {
                method.setAccessible(true);
                return method;
            }
        } catch (NoSuchMethodException e) {
            // no factory: the constructor, if any
        }
        return null;
    }

    private static <T> @Nullable Constructor<T> constructor(Class<T> type) {
        if (type.isRecord() || Modifier.isAbstract(type.getModifiers())) {
            return null;
        }
        try {
            Constructor<T> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return type.getName() + " (" + scope + ", " + name + ")";
    }
}
