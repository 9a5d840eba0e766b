package io.github.quarkustelegram.runtime.sessions;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.sessions.StoredSession;
import io.smallrye.mutiny.Uni;

/**
 * The default {@link SessionStore}: a map in this JVM, bounded (the least recently used value goes when a new one
 * would pass {@code maxEntries}) and with a time to live after each write. One lock: a load or a write is a map
 * operation, far shorter than the handler around it.
 */
public final class InMemorySessionStore implements SessionStore {

    private record Entry(String json, long version, long expiresAt) {
    }

    private final int maxEntries;
    private final LongSupplier millis;
    private final LinkedHashMap<String, Entry> entries;

    /** @param maxEntries how many values are kept at most */
    public InMemorySessionStore(int maxEntries) {
        this(maxEntries, System::currentTimeMillis);
    }

    /**
     * @param maxEntries how many values are kept at most
     * @param millis the clock deciding expiry, in milliseconds
     */
    public InMemorySessionStore(int maxEntries, LongSupplier millis) {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("quarkus.telegram.sessions.max-entries must be at least 1, not "
                    + maxEntries);
        }
        this.maxEntries = maxEntries;
        this.millis = Objects.requireNonNull(millis, "millis");
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
                return size() > InMemorySessionStore.this.maxEntries;
            }
        };
    }

    @Override
    public Uni<@Nullable StoredSession> load(String key) {
        Entry entry = live(key);
        return Uni.createFrom().item(entry == null ? null : new StoredSession(entry.json(), entry.version()));
    }

    @Override
    public Uni<Boolean> compareAndSet(String key, long expectedVersion, @Nullable String json, Duration ttl) {
        synchronized (entries) {
            Entry entry = live(key);
            long version = entry == null ? 0 : entry.version();
            if (version != expectedVersion) {
                return Uni.createFrom().item(false);
            }
            if (json == null) {
                entries.remove(key);
            } else {
                entries.put(key, new Entry(json, version + 1, millis.getAsLong() + ttl.toMillis()));
            }
            return Uni.createFrom().item(true);
        }
    }

    @Override
    public Uni<Void> delete(String key) {
        synchronized (entries) {
            entries.remove(key);
        }
        return Uni.createFrom().voidItem();
    }

    /** @return how many values are kept, expired ones not yet dropped included */
    public int size() {
        synchronized (entries) {
            return entries.size();
        }
    }

    /** @return the entry, null when absent or expired (then dropped) */
    private @Nullable Entry live(String key) {
        synchronized (entries) {
            Entry entry = entries.get(key);
            if (entry != null && entry.expiresAt() <= millis.getAsLong()) {
                entries.remove(key);
                return null;
            }
            return entry;
        }
    }
}
