package io.github.quarkustelegram.runtime.state.redis;

import jakarta.inject.Inject;

import io.vertx.redis.client.Redis;

/**
 * The default Redis client ({@code quarkus.redis.hosts}), as an injection point: Quarkus creates a Redis client for
 * each one it sees at build time. A bean (dependent) only when the shared state is on Redis without a client name;
 * a named client is created by Quarkus from its {@code quarkus.redis.<name>.hosts}.
 */
class DefaultRedisClient {

    @Inject
    Redis redis;
}
