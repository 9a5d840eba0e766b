package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.runtime.broadcasts.AbstractBroadcastStoreTest;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * The Redis broadcast store on a real {@code redis-server}: the contract every store passes, with its senders fenced
 * by the lock's key, then what only Redis does (two instances on one broadcast, recipients sent in chunks, Redis
 * going away).
 */
@Timeout(120)
@ExtendWith(LocalRedisExtension.class)
class RedisBroadcastStoreTest extends AbstractBroadcastStoreTest {

    private static LocalRedisServer server;
    private static Vertx vertx;
    private static Redis redis;
    private final List<RedisState> states = new ArrayList<>();
    private final List<Redis> clients = new ArrayList<>();
    /** One a test: the contract may name the lock's holder before it asks for its store. */
    private final String prefix = "test:" + UUID.randomUUID() + ":";

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
    protected BroadcastStore store() {
        return store(redis);
    }

    private RedisBroadcastStore store(Redis client) {
        RedisState state = RedisState.of(client, prefix, Duration.ofMinutes(10), Duration.ofSeconds(15));
        states.add(state);
        return new RedisBroadcastStore(state);
    }

    @Override
    protected void holdLock(String sender) {
        assertThat(server.command("SET " + prefix + RedisBroadcastStore.SENDER_LOCK + " " + sender)).isEqualTo("+OK");
    }

    @Override
    protected boolean fencesSenders() {
        return true;
    }

    @Test
    void twoInstancesSeeOneBroadcast() {
        Redis other = Redis.createClient(vertx, server.uri());
        clients.add(other);
        BroadcastStore first = store();
        BroadcastStore second = store(other);
        await(first.create("b1", "news", "{}", false, T0));
        await(first.addRecipients("b1", new long[] { 10, 11, 12 }));
        assertThat(await(second.transition("b1", PREPARING, BroadcastState.RUNNING, T0))).isTrue();
        holdLock("a");
        assertThat(await(first.claim("b1", "a", 2))).hasSize(2);
        // a dies; b, on the other instance, takes over
        holdLock("b");
        assertThat(await(second.claim("b1", "b", 5))).containsExactly(new RecipientClaim(0, 10, true),
                new RecipientClaim(1, 11, true), new RecipientClaim(2, 12, false));
        assertThat(await(first.settle("b1", "a", 0, RecipientOutcome.SENT, false, T0))).isFalse();
        for (long index = 0; index < 3; index++) {
            assertThat(await(second.settle("b1", "b", index, RecipientOutcome.SENT, false, T0))).isTrue();
        }
        StoredBroadcast done = await(first.find("b1"));
        assertThat(done.state()).isEqualTo(BroadcastState.DONE);
        assertThat(done.counts()).isEqualTo(new StoredBroadcast.Counts(3, 0, 0, 0, 2));
        assertThat(server.command("EXISTS " + prefix + "bc:b1:flight")).as("forgotten once done").isEqualTo(":0");
    }

    @Test
    void twentyThousandRecipientsAddedAtOnceComeBackInOrder() {
        BroadcastStore store = store();
        holdLock("a");
        long[] chats = LongStream.range(0, 20_000).map(i -> -1_000_000_000_000L - i * 7).toArray();
        await(store.create("big", "news", "{}", false, T0));
        server.command("SCRIPT FLUSH"); // each chunk's EVALSHA answered NOSCRIPT, then sent again in full
        await(store.addRecipients("big", chats));
        assertThat(server.command("LLEN " + prefix + "bc:big:to")).isEqualTo(":20000");
        assertThat(await(store.transition("big", PREPARING, BroadcastState.RUNNING, T0))).isTrue();
        List<RecipientClaim> claims = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            claims.addAll(await(store.claim("big", "a", 5_000)));
        }
        assertThat(await(store.claim("big", "a", 5_000))).isEmpty();
        assertThat(claims).hasSize(chats.length);
        for (int i = 0; i < chats.length; i++) {
            assertThat(claims.get(i)).isEqualTo(new RecipientClaim(i, chats[i], false));
        }
        assertThat(await(store.find("big")).total()).isEqualTo(20_000);
    }

    @Test
    void redisGoneFailsTheCallAtOnceAndRedisBackServesAgain() throws Exception {
        BroadcastStore store = store();
        await(store.create("b1", "news", "{}", false, T0));
        server.stop();
        long start = System.nanoTime();
        assertThatThrownBy(() -> store.find("b1").await().atMost(Duration.ofSeconds(10)))
                .as("the connection's failure, not a timeout").isNotInstanceOf(io.smallrye.mutiny.TimeoutException.class)
                .hasMessageContaining("Redis did not answer").hasMessageContaining("could not read broadcast b1");
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(5).toNanos());

        server.restart(); // empty: its script cache too
        for (int i = 0; i < 50; i++) {
            try {
                await(store.create("b2", "news", "{}", false, T0));
                break;
            } catch (RuntimeException reconnecting) {
                Thread.sleep(100);
            }
        }
        assertThat(await(store.find("b2")).state()).isEqualTo(BroadcastState.PREPARING);
        assertThat(await(store.find("b1"))).as("gone with Redis's memory").isNull();
    }
}
