package io.github.quarkustelegram.runtime.state.redis;

import org.jspecify.annotations.Nullable;

import io.vertx.core.Future;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.RedisConnection;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * One connection of the shared state's own, kept open and pipelined: every script call goes on it without waiting
 * for the one before, so an update costs its round trips and nothing else. Why not the client's pool: a pooled
 * {@code send} holds a connection for each call in flight, and a burst of updates waits for the pool (six
 * connections and 24 waiters by default) and then fails. Lost (Redis gone), it is opened again by the next call.
 */
final class RedisLink {

    private final Redis redis;
    private @Nullable Future<RedisConnection> connection;

    RedisLink(Redis redis) {
        this.redis = redis;
    }

    /** @return Redis's reply, or the failure (the connection's, or Redis's error reply) */
    Future<Response> send(Request request) {
        return connection().compose(open -> open.send(request));
    }

    private synchronized Future<RedisConnection> connection() {
        Future<RedisConnection> current = connection;
        if (current == null || current.failed()) {
            current = redis.connect().onSuccess(open -> {
                open.exceptionHandler(failure -> lost(open));
                open.endHandler(ended -> lost(open));
            });
            connection = current;
        }
        return current;
    }

    private synchronized void lost(RedisConnection which) {
        Future<RedisConnection> current = connection;
        if (current != null && current.succeeded() && current.result() == which) {
            connection = null;
            which.close();
        }
    }

    /** Closes the connection. */
    synchronized void close() {
        Future<RedisConnection> current = connection;
        connection = null;
        if (current != null) {
            current.onSuccess(RedisConnection::close);
        }
    }
}
