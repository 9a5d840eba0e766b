package io.github.quarkustelegram.runtime.sessions;

import java.time.Duration;
import java.util.Objects;
import java.util.function.UnaryOperator;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionConflictException;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.sessions.Sessions;
import io.github.quarkustelegram.sessions.StoredSession;
import io.github.quarkustelegram.sessions.UnreadableSessionException;
import io.smallrye.mutiny.Uni;

/**
 * The {@link Sessions} bean: loads a value (or a fresh one), and writes a change with the store's compare-and-set,
 * failing with {@link SessionConflictException} when another writer got there first: a handler's side effects are
 * done by then, so it is not run again, and the other write is not overwritten. Only {@link #update}, whose function
 * computes and does nothing else, loads and tries again.
 */
@Singleton
public class SessionEngine implements Sessions {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.sessions");
    /** How many times {@link #update} tries: each conflict means another writer succeeded. */
    static final int UPDATE_ATTEMPTS = 64;

    private final SessionStore store;
    private final Duration ttl;

    @Inject
    SessionEngine(SessionStore store, TelegramConfig config) {
        this(store, config.sessions().ttl());
    }

    /**
     * @param store where values are kept
     * @param ttl how long a value is kept after a write
     */
    public SessionEngine(SessionStore store, Duration ttl) {
        this.store = Objects.requireNonNull(store, "store");
        this.ttl = Objects.requireNonNull(ttl, "ttl");
        if (ttl.isNegative() || ttl.isZero()) {
            throw new IllegalArgumentException("quarkus.telegram.sessions.ttl must be positive, not " + ttl);
        }
    }

    @Override
    public <T> Uni<Session<T>> load(UpdateContext update, Class<T> type) {
        return load(update, SessionType.of(type)).map(loaded -> loaded);
    }

    /**
     * @param <T> the type
     * @param update the update making the key
     * @param type the type
     * @return the value as loaded, or fresh
     */
    public <T> Uni<LoadedSession<T>> load(UpdateContext update, SessionType<T> type) {
        String key;
        try {
            key = type.key(update);
        } catch (IllegalArgumentException e) {
            return Uni.createFrom().failure(e);
        }
        return store.load(key).map(stored -> loaded(type, key, stored));
    }

    private static <T> LoadedSession<T> loaded(SessionType<T> type, String key, @Nullable StoredSession stored) {
        if (stored != null) {
            try {
                T value = SessionCodec.read(key, type.type(), stored.json());
                return new LoadedSession<>(type, key, stored.version(), stored.json(), value);
            } catch (UnreadableSessionException e) {
                if (!type.startOver()) {
                    throw e;
                }
                LOG.warnf("%s; starting over with a fresh value (startOverWhenUnreadable)", e.getMessage());
            }
        }
        T fresh = type.fresh();
        // a fresh value unchanged is not written; a replaced unreadable one always is (its text differs)
        String baseline = fresh == null || stored != null ? null : SessionCodec.write(fresh);
        return new LoadedSession<>(type, key, stored == null ? 0 : stored.version(), baseline, fresh);
    }

    @Override
    public Uni<Void> save(Session<?> session) {
        if (!(session instanceof LoadedSession<?> loaded)) {
            return Uni.createFrom().failure(new IllegalArgumentException("Only a Session from Sessions.load or a"
                    + " handler parameter can be saved, not " + session.getClass().getName()));
        }
        LoadedSession.Change change;
        try {
            change = loaded.change();
        } catch (IllegalArgumentException e) {
            return Uni.createFrom().failure(e);
        }
        if (change == null) {
            return Uni.createFrom().voidItem();
        }
        return store.compareAndSet(loaded.key(), loaded.version(), change.json(), ttl).map(written -> {
            if (!written) {
                throw new SessionConflictException(loaded.key());
            }
            loaded.written(change);
            return null;
        });
    }

    @Override
    public <T> Uni<@Nullable T> update(UpdateContext update, Class<T> type, UnaryOperator<@Nullable T> change) {
        Objects.requireNonNull(change, "change");
        SessionType<T> sessionType = SessionType.of(type);
        Uni<@Nullable T> attempt = load(update, sessionType)
                .chain(loaded -> {
                    T next = loaded.update(change);
                    return save(loaded).replaceWith(next);
                });
        return attempt.onFailure(SessionConflictException.class).retry().atMost(UPDATE_ATTEMPTS - 1);
    }

    @Override
    public Uni<Void> delete(UpdateContext update, Class<?> type) {
        String key;
        try {
            key = SessionType.of(type).key(update);
        } catch (IllegalArgumentException e) {
            return Uni.createFrom().failure(e);
        }
        return store.delete(key);
    }
}
