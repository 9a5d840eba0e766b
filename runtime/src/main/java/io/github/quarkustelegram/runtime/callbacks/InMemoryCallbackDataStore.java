package io.github.quarkustelegram.runtime.callbacks;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

import org.jspecify.annotations.Nullable;

/**
 * Stored callback data in this JVM's memory: at most {@code capacity} entries (the oldest goes first), each for
 * {@code ttl}. Keys are 12 random base64url characters (72 bits), so a key cannot be guessed to read another user's
 * entry. One lock: an entry is written once per button sent and read once per press.
 */
public final class InMemoryCallbackDataStore {

    private static final Base64.Encoder KEYS = Base64.getUrlEncoder().withoutPadding();

    private final int capacity;
    private final long ttlNanos;
    private final LongSupplier clock;
    private final SecureRandom random = new SecureRandom();
    private final LinkedHashMap<String, Entry> entries = new LinkedHashMap<>();

    private record Entry(String data, long expires) {
    }

    /**
     * @param capacity the most entries kept
     * @param ttl how long each is kept
     * @param clock nanoseconds ({@code System::nanoTime})
     */
    public InMemoryCallbackDataStore(int capacity, Duration ttl, LongSupplier clock) {
        if (capacity < 1 || ttl.isNegative() || ttl.isZero()) {
            throw new IllegalArgumentException("capacity must be at least 1 and ttl positive; got " + capacity + ", "
                    + ttl);
        }
        this.capacity = capacity;
        this.ttlNanos = ttl.toNanos();
        this.clock = clock;
    }

    /**
     * @param data the data
     * @return its new key
     */
    public String put(String data) {
        byte[] bytes = new byte[9];
        random.nextBytes(bytes);
        String key = KEYS.encodeToString(bytes);
        long now = clock.getAsLong();
        synchronized (entries) {
            dropExpired(now);
            entries.put(key, new Entry(data, now + ttlNanos));
            while (entries.size() > capacity) {
                entries.remove(entries.keySet().iterator().next());
            }
        }
        return key;
    }

    /**
     * @param key a key {@link #put} returned
     * @return its data; null when expired, evicted or never there
     */
    public @Nullable String get(String key) {
        long now = clock.getAsLong();
        synchronized (entries) {
            Entry entry = entries.get(key);
            if (entry == null) {
                return null;
            }
            if (now - entry.expires >= 0) {
                entries.remove(key);
                dropExpired(now);
                return null;
            }
            return entry.data;
        }
    }

    /** Entries are in insertion order, so expired ones are at the front. */
    private void dropExpired(long now) {
        var it = entries.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Entry> next = it.next();
            if (now - next.getValue().expires < 0) {
                return;
            }
            it.remove();
        }
    }

    /** @return how many entries are kept now */
    public int size() {
        synchronized (entries) {
            return entries.size();
        }
    }
}
