package io.github.quarkustelegram.callbacks;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.callbacks.InMemoryCallbackDataStore;

/**
 * Where the data of {@code @CallbackData(stored = true)} records is kept while their buttons may be pressed; the
 * button carries only the key. Implementations are thread-safe.
 */
public interface CallbackDataStore {

    /** The default store's capacity. */
    int DEFAULT_CAPACITY = 10_000;
    /** The default store's time to live. */
    Duration DEFAULT_TTL = Duration.ofDays(1);

    /**
     * @param data the encoded data (may be longer than 64 bytes)
     * @return a new key for it: at most 40 ASCII characters, without {@code :} or {@code \}
     */
    String put(String data);

    /**
     * @param key a key {@link #put} returned
     * @return its data; null when it is no longer kept
     */
    @Nullable
    String get(String key);

    /**
     * @param capacity the most entries kept (the oldest goes first)
     * @param ttl how long each is kept
     * @return a store in this JVM's memory: a restart forgets it
     */
    static CallbackDataStore inMemory(int capacity, Duration ttl) {
        InMemoryCallbackDataStore store = new InMemoryCallbackDataStore(capacity, ttl, System::nanoTime);
        return new CallbackDataStore() {
            @Override
            public String put(String data) {
                return store.put(data);
            }

            @Override
            public @Nullable String get(String key) {
                return store.get(key);
            }
        };
    }
}
