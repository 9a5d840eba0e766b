package io.github.quarkustelegram.runtime.config;

import java.time.Duration;

import io.smallrye.config.WithDefault;

/**
 * Sessions ({@code quarkus.telegram.sessions.*}): typed per-chat and per-user data of handlers. Where they are kept
 * follows {@code quarkus.telegram.state.store}: in memory, or on Redis.
 */
public interface SessionsConfig {

    /**
     * How long a session value is kept after it was last written, in memory and on Redis: a chat or user silent for
     * longer starts again from a fresh value.
     */
    @WithDefault("30d")
    Duration ttl();

    /**
     * How many session values the in-memory store keeps at most; past it, the least recently used goes. Not used on
     * Redis (give Redis a {@code maxmemory} policy instead).
     */
    @WithDefault("10000")
    int maxEntries();
}
