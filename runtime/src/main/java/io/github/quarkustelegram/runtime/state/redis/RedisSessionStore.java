package io.github.quarkustelegram.runtime.state.redis;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.sessions.StoredSession;
import io.smallrye.mutiny.Uni;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * The {@link SessionStore} the instances of a bot share, on Redis.
 *
 * <ul>
 * <li>One hash a session, {@code <prefix>session:<key>}: {@code v} its version, {@code j} its JSON. A load is one
 * {@code HMGET}.</li>
 * <li>Compare-and-set on the version, atomic: one Lua script ({@code session-cas.lua}) compares it and writes the
 * value, the next version and the time to live in the same step; one round trip.</li>
 * <li>Expiry by Redis itself ({@code PEXPIRE} at each write).</li>
 * </ul>
 *
 * <p>
 * Redis unreachable: loads and writes fail (one WARN per outage), so the handler asking for a session fails and its
 * update goes to the error hook. The {@code Uni}s complete on the Redis client's event loop. Thread-safe.
 */
public final class RedisSessionStore implements SessionStore {

    private static final RedisScript COMPARE_AND_SET = RedisScript.load("session-cas");
    private static final String OUTAGE = "handlers taking a session fail";

    private final RedisState state;

    /** @param state the client, the key prefix, the outage */
    public RedisSessionStore(RedisState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    @Override
    public Uni<@Nullable StoredSession> load(String key) {
        String redisKey = key(key);
        return state.<@Nullable Response> call(() -> state.link().send(Request.cmd(Command.HMGET).arg(redisKey).arg("v")
                .arg("j")), OUTAGE).map(reply -> {
                    if (reply == null || reply.size() < 2 || reply.get(0) == null || reply.get(1) == null) {
                        return null;
                    }
                    try {
                        return new StoredSession(reply.get(1).toString(), Long.parseLong(reply.get(0).toString()));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalStateException("The session at Redis key " + redisKey + " has no valid"
                                + " version (" + e.getMessage() + "); it was not written by quarkus-telegram's"
                                + " RedisSessionStore: delete the key", e);
                    }
                });
    }

    @Override
    public Uni<Boolean> compareAndSet(String key, long expectedVersion, @Nullable String json, Duration ttl) {
        List<String> args = List.of(Long.toString(expectedVersion), json == null ? "" : json,
                Long.toString(Math.max(1, ttl.toMillis())));
        return state.call(() -> state.run(COMPARE_AND_SET, List.of(key(key)), args), OUTAGE)
                .map(reply -> reply != null && reply.toInteger() == 1);
    }

    @Override
    public Uni<Void> delete(String key) {
        return state.call(() -> state.link().send(Request.cmd(Command.DEL).arg(key(key))), OUTAGE).replaceWithVoid();
    }

    /** @return the Redis key of a session */
    String key(String key) {
        return state.key("session:" + key);
    }

}
