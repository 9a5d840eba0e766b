package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.dispatch.ConversationData;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.runtime.dispatch.AbstractConversationStoreTest;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * The Redis conversation store on a real {@code redis-server}: the contract every store passes, then what only Redis
 * does (two instances racing, expiry by Redis itself, a value it cannot read, Redis gone).
 */
@Timeout(120)
@ExtendWith(LocalRedisExtension.class)
class RedisConversationStoreTest extends AbstractConversationStoreTest {

    private static LocalRedisServer server;
    private static Vertx vertx;
    private static Redis redis;
    /** Each test's own keys, so that the tests share one server. */
    private String prefix;
    /** The states made by a test: each holds a connection (its link), closed after the test. */
    private final List<RedisState> states = new ArrayList<>();

    /** The clients a test made besides the shared one, closed after their links. */
    private final List<Redis> clients = new ArrayList<>();

    @AfterEach
    void closeLinks() {
        states.forEach(state -> state.link().close());
        clients.forEach(Redis::close);
    }

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

    @Override
    protected ConversationStore newStore(Clock clock) {
        prefix = "test:" + UUID.randomUUID() + ":";
        return store(redis, clock);
    }

    @Override
    protected int stored() {
        return await(redis.send(Request.cmd(Command.KEYS).arg(prefix + "conv:*"))).size();
    }

    private RedisConversationStore store(Redis client, Clock clock) {
        return new RedisConversationStore(state(client), clock);
    }

    private RedisState state(Redis client) {
        RedisState state = RedisState.of(client, prefix, Duration.ofMinutes(10), Duration.ofSeconds(15));
        states.add(state);
        return state;
    }

    private static ConversationState state(String name, long version, Instant expiresAt) {
        return new ConversationState("signup", "7", name, ConversationData.empty().with("by", name), expiresAt, version);
    }

    @Test
    void twoInstancesComparingAndSettingTheSameStateAtOnceExactlyOneWins() {
        Redis other = Redis.createClient(vertx, server.uri());
        clients.add(other);
        RedisConversationStore first = store(redis, Clock.systemUTC());
        RedisConversationStore second = store(other, Clock.systemUTC());
        Instant later = Instant.now().plusSeconds(60);
        ConversationState current = state("start", 0, later);
        assertThat(first.compareAndSet("signup", "7", null, current).await().indefinitely()).isTrue();
        int firstWon = 0;
        for (int round = 1; round <= 200; round++) {
            ConversationState a = state("a" + round, round, later);
            ConversationState b = state("b" + round, round, later);
            // both sent before either answer is read, each instance first in turn: Redis orders them, the
            // script decides
            CompletableFuture<Boolean> byFirst;
            CompletableFuture<Boolean> bySecond;
            if (round % 2 == 0) {
                byFirst = first.compareAndSet("signup", "7", current, a).subscribeAsCompletionStage();
                bySecond = second.compareAndSet("signup", "7", current, b).subscribeAsCompletionStage();
            } else {
                bySecond = second.compareAndSet("signup", "7", current, b).subscribeAsCompletionStage();
                byFirst = first.compareAndSet("signup", "7", current, a).subscribeAsCompletionStage();
            }
            boolean aWon = byFirst.join();
            boolean bWon = bySecond.join();
            assertThat(aWon ^ bWon).as("round %d: exactly one wins", round).isTrue();
            current = aWon ? a : b;
            firstWon += aWon ? 1 : 0;
            assertThat(second.load("signup", "7").await().indefinitely()).as("round %d", round)
                    .isEqualTo(current);
        }
        assertThat(firstWon).as("both instances won some rounds").isBetween(1, 199);
    }

    @Test
    void redisItselfEndsAConversationAtItsExpiry() throws InterruptedException {
        RedisConversationStore store = store(redis, Clock.systemUTC());
        ConversationState state = state("name", 1, Instant.now().plusMillis(700));
        assertThat(store.compareAndSet("signup", "7", null, state).await().indefinitely()).isTrue();
        String key = store.key("signup", "7");
        long ttl = await(redis.send(Request.cmd(Command.PTTL).arg(key))).toLong();
        assertThat(ttl).as("PXAT its expiresAt").isBetween(1L, 700L);
        assertThat(store.load("signup", "7").await().indefinitely()).isEqualTo(state);

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (await(redis.send(Request.cmd(Command.EXISTS).arg(key))).toInteger() == 1
                && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(await(redis.send(Request.cmd(Command.EXISTS).arg(key))).toInteger()).as("gone by Redis")
                .isZero();
        assertThat(store.load("signup", "7").await().indefinitely()).isNull();
    }

    @Test
    void theStateIsKeptAsOurOwnJsonAndReadBackWhole() {
        RedisConversationStore store = store(redis, Clock.systemUTC());
        Instant expiresAt = Instant.now().plusSeconds(60).plusNanos(123);
        ConversationState state = new ConversationState("signup", "7:12", "age",
                ConversationData.empty().with("name", "Ada \"Lovelace\" \u00e9\uD83D\uDE00").with("age", "36"),
                expiresAt, 42);
        assertThat(store.compareAndSet("signup", "7:12", null, state).await().indefinitely()).isTrue();
        assertThat(await(redis.send(Request.cmd(Command.GET).arg(prefix + "conv:signup:7:12"))).toString())
                .isEqualTo("{\"conversation\":\"signup\",\"key\":\"7:12\",\"state\":\"age\",\"data\":{\"age\":\"36\","
                        + "\"name\":\"Ada \\\"Lovelace\\\" \u00e9\uD83D\uDE00\"},\"expiresAt\":\"" + expiresAt
                        + "\",\"version\":42}");
        assertThat(store.load("signup", "7:12").await().indefinitely()).isEqualTo(state);
    }

    @Test
    void aValueThatCannotBeReadFailsTheLoadNamingItsKey() {
        RedisConversationStore store = store(redis, Clock.systemUTC());
        String key = store.key("signup", "7");
        await(redis.send(Request.cmd(Command.SET).arg(key).arg("not json")));
        assertThatThrownBy(() -> store.load("signup", "7").await().indefinitely())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("The conversation state at Redis key " + key + " cannot be read");
        await(redis.send(Request.cmd(Command.SET).arg(key).arg("{\"conversation\":\"signup\",\"key\":\"7\","
                + "\"state\":\"name\",\"data\":{},\"expiresAt\":\"tomorrow\",\"version\":1}")));
        assertThatThrownBy(() -> store.load("signup", "7").await().indefinitely())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining(key).hasMessageContaining("tomorrow");
    }

    @Test
    void redisUnreachableFailsLoadAndCompareAndSet() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Redis unreachable = Redis.createClient(vertx, "redis://127.0.0.1:" + closedPort);
        clients.add(unreachable);
        RedisState state = state(unreachable);
        RedisConversationStore store = new RedisConversationStore(state, Clock.systemUTC());
        assertThatThrownBy(() -> store.load("signup", "7").await().atMost(Duration.ofSeconds(10)))
                .isNotNull();
        assertThatThrownBy(() -> store.compareAndSet("signup", "7", null,
                state("name", 1, Instant.now().plusSeconds(60))).await().atMost(Duration.ofSeconds(10)))
                .isNotNull();
        assertThat(state.outage().down()).isTrue();
        assertThat(state.outage().errors()).isEqualTo(2);
    }

    private static Response await(Future<Response> reply) {
        try {
            return reply.toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
