package io.github.quarkustelegram.runtime.webapp;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What was already used once, in memory, each key until its own expiry, and at most {@code capacity} keys: past it the
 * oldest is forgotten (so a payload can be replayed only after {@code capacity} newer ones, and memory stays bounded).
 */
public final class SeenKeys {

    private final int capacity;
    private final LinkedHashMap<String, Long> expiries = new LinkedHashMap<>();

    /** @throws IllegalArgumentException when capacity is not positive */
    public SeenKeys(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
    }

    /**
     * @param expiresAtMillis until when the key is remembered (after it, the data is refused as too old anyway)
     * @return true the first time a key is seen (it is then remembered), false again until it expires
     */
    public synchronized boolean firstUse(String key, long expiresAtMillis, long nowMillis) {
        forgetExpired(nowMillis);
        Long expiry = expiries.get(key);
        if (expiry != null && expiry > nowMillis) {
            return false;
        }
        expiries.put(key, expiresAtMillis);
        if (expiries.size() > capacity) {
            Iterator<String> oldest = expiries.keySet().iterator();
            oldest.next();
            oldest.remove();
        }
        return true;
    }

    /** @return how many keys are remembered */
    public synchronized int size() {
        return expiries.size();
    }

    /** Entries are in insertion order, close to expiry order: drop expired ones from the head. */
    private void forgetExpired(long nowMillis) {
        Iterator<Map.Entry<String, Long>> entries = expiries.entrySet().iterator();
        while (entries.hasNext()) {
            if (entries.next().getValue() > nowMillis) {
                return;
            }
            entries.remove();
        }
    }
}
