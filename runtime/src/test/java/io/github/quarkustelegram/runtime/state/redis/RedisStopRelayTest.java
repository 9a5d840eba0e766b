package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * A user's stop carried between instances on a real {@code redis-server}: relayed by the instance the update reached,
 * heard by every instance of the bot (the one streaming the answer cuts it), not by another bot's; a turn message on
 * the same subscription still goes to the ledger's listener.
 */
@Timeout(60)
@ExtendWith(LocalRedisExtension.class)
class RedisStopRelayTest {

    private static Vertx vertx;
    private static Redis redis;

    @BeforeAll
    static void connect(LocalRedisServer server) {
        vertx = Vertx.vertx();
        redis = Redis.createClient(vertx, server.uri());
    }

    @AfterAll
    static void disconnect() throws Exception {
        redis.close();
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    private record Heard(long chatId, long draftId) {
    }

    @Test
    void aStopRelayedByOneInstanceIsHeardByTheOthersOfItsBotOnly() {
        String prefix = "test:" + UUID.randomUUID() + ":";
        RedisState streaming = RedisState.of(redis, prefix, Duration.ofMinutes(10), Duration.ofSeconds(15));
        RedisState receiving = RedisState.of(redis, prefix, Duration.ofMinutes(10), Duration.ofSeconds(15));
        RedisState otherBot = RedisState.of(redis, "test:" + UUID.randomUUID() + ":", Duration.ofMinutes(10),
                Duration.ofSeconds(15));
        List<Heard> heard = new CopyOnWriteArrayList<>();
        List<Heard> heardByOtherBot = new CopyOnWriteArrayList<>();
        List<String> turns = new CopyOnWriteArrayList<>();
        try {
            streaming.channel().listen(turns::add);
            new RedisStopRelay(streaming).onRelayed((chat, draft) -> heard.add(new Heard(chat, draft)));
            new RedisStopRelay(otherBot).onRelayed((chat, draft) -> heardByOtherBot.add(new Heard(chat, draft)));
            awaitSubscribed(streaming);
            awaitSubscribed(otherBot);

            new RedisStopRelay(receiving).relay(42, 7);

            await(() -> !heard.isEmpty());
            assertThat(heard).containsExactly(new Heard(42, 7));
            LockSupport.parkNanos(Duration.ofMillis(200).toNanos()); // what the other bot would have heard by now
            assertThat(heardByOtherBot).isEmpty();
            assertThat(turns).as("a stop is not a turn").isEmpty();
        } finally {
            List.of(streaming, receiving, otherBot).forEach(RedisState::close);
        }
    }

    /** Waits for the instance's subscription (the SUBSCRIBE is made on an event loop). */
    private static void awaitSubscribed(RedisState state) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!state.channel().isOpen()) {
            assertThat(System.nanoTime()).as("subscribed within 10 s").isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos()); // the subscription is made on an event loop
        }
    }

    private static void await(BooleanSupplier condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("heard within 10 s").isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos()); // the message comes on an event loop
        }
    }
}
