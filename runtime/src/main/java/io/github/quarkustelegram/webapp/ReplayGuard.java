package io.github.quarkustelegram.webapp;

import java.time.Instant;

import io.github.quarkustelegram.runtime.webapp.SeenKeys;

/**
 * Refuses signed data seen before. Opt-in, because a Mini App legitimately sends the same {@code initData} with every
 * request of its session: give a validator a guard where each payload must be used once, e.g. a Login Widget answer,
 * or a Mini App's {@code initData} exchanged once for the application's own session. The key a validator asks about
 * is the payload's {@code hash} (or {@code signature}), which no two payloads share.
 */
@FunctionalInterface
public interface ReplayGuard {

    /**
     * @param key what identifies the payload
     * @param expiresAt when the payload expires anyway (its {@code auth_date} plus the maximum age): no need to
     *        remember it longer
     * @param now the validator's clock
     * @return true the first time (the key is then remembered), false when the key was seen and has not expired
     */
    boolean firstUse(String key, Instant expiresAt, Instant now);

    /**
     * @param capacity how many payloads are remembered at most; past it the oldest is forgotten, so choose more than
     *        the payloads expected within the maximum age
     * @return a guard in this JVM's memory (instances of an application behind a load balancer do not share it)
     */
    static ReplayGuard inMemory(int capacity) {
        SeenKeys seen = new SeenKeys(capacity);
        return (key, expiresAt, now) -> seen.firstUse(key, expiresAt.toEpochMilli(), now.toEpochMilli());
    }
}
