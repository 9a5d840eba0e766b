package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.runtime.sessions.AbstractSessionStoreTest;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * The Redis session store on a real {@code redis-server}: the contract every store passes (eight threads racing on
 * one key through one pipelined link included), then what only Redis does (its own expiry, a second instance).
 */
@Timeout(120)
@ExtendWith(LocalRedisExtension.class)
class RedisSessionStoreTest extends AbstractSessionStoreTest {

    private static LocalRedisServer server;
    private static Vertx vertx;
    private static Redis redis;
    private final List<RedisState> states = new ArrayList<>();
    private final List<Redis> clients = new ArrayList<>();
    private String prefix;

    @BeforeAll
    static void connect(LocalRedisServer local) {
        server = local;
        vertx = Vertx.vertx();
        redis = Redis.createClient(vertx, server.uri());
    }

    @AfterAll
    static void disconnect() throws Exception {
        if (redis != null) {
            redis.close();
        }
        if (vertx != null) {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @AfterEach
    void closeLinks() {
        states.forEach(state -> state.link().close());
        clients.forEach(Redis::close);
    }

    @Override
    protected SessionStore store() {
        prefix = "test:" + UUID.randomUUID() + ":";
        return store(redis);
    }

    private RedisSessionStore store(Redis client) {
        RedisState state = RedisState.of(client, prefix, Duration.ofMinutes(10), Duration.ofSeconds(15));
        states.add(state);
        return new RedisSessionStore(state);
    }

    @Test
    void aValueIsOneHashUnderThePrefixThatRedisExpires() throws Exception {
        RedisSessionStore store = (RedisSessionStore) store();
        store.compareAndSet("Cart:c1", 0, "{}", Duration.ofMillis(300)).await().indefinitely();
        Response ttl = redis.send(Request.cmd(Command.PTTL).arg(prefix + "session:Cart:c1")).toCompletionStage()
                .toCompletableFuture().get(5, TimeUnit.SECONDS);
        assertThat(ttl.toLong()).isBetween(1L, 300L);
        Thread.sleep(600);
        assertThat(store.load("Cart:c1").await().indefinitely()).isNull();
    }

    @Test
    void twoInstancesSeeOneVersion() {
        Redis other = Redis.createClient(vertx, server.uri());
        clients.add(other);
        RedisSessionStore first = (RedisSessionStore) store();
        RedisSessionStore second = store(other);
        assertThat(first.compareAndSet("Cart:c1", 0, "{\"a\":1}", Duration.ofMinutes(1)).await().indefinitely())
                .isTrue();
        assertThat(second.compareAndSet("Cart:c1", 0, "{\"a\":2}", Duration.ofMinutes(1)).await().indefinitely())
                .isFalse();
        assertThat(second.compareAndSet("Cart:c1", 1, "{\"a\":2}", Duration.ofMinutes(1)).await().indefinitely())
                .isTrue();
        assertThat(first.load("Cart:c1").await().indefinitely().json()).isEqualTo("{\"a\":2}");
    }
}
