package io.github.quarkustelegram.sessions;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

import io.smallrye.mutiny.Uni;

/**
 * Where session values are kept. The default keeps them in memory (bounded, with a time to live; lost at restart);
 * with {@code quarkus.telegram.state.store=redis} they are on Redis, shared by the instances. Declare a CDI bean of
 * this type to keep them elsewhere.
 *
 * <p>
 * Implementations must make {@link #compareAndSet} atomic: it is what keeps two concurrent writers of one key from
 * losing a write.
 */
public interface SessionStore {

    /**
     * @param key the session's key ({@link Session#key()})
     * @return its value and version, or null when it has none (never written, removed or expired)
     */
    Uni<@Nullable StoredSession> load(String key);

    /**
     * Writes the value if the stored version is still {@code expectedVersion}; the stored version becomes
     * {@code expectedVersion + 1}.
     *
     * @param key the session's key
     * @param expectedVersion the version the value was loaded at, 0 when there was none
     * @param json the new value, null to remove it
     * @param ttl how long the value is kept after this write
     * @return whether the version was {@code expectedVersion} and the value is now written
     */
    Uni<Boolean> compareAndSet(String key, long expectedVersion, @Nullable String json, Duration ttl);

    /**
     * Removes the value whatever its version: a way out for a value that can no longer be read.
     *
     * @param key the session's key
     * @return done
     */
    Uni<Void> delete(String key);
}
