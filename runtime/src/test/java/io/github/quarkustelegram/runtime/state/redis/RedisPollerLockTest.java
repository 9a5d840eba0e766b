package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.LogRecord;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.polling.AbstractPollerLockTest;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.github.quarkustelegram.updates.PollerLock;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * The poller lock on a real Redis: the contract every lock passes, then its key, which Redis expires and a release
 * deletes, and the same lock as the broadcasts' senders', under its own key and in its own words. An instance that
 * dies, and Redis going away, are {@code RedisPollerFailoverTest}'s.
 */
@Timeout(120)
@ExtendWith(LocalRedisExtension.class)
class RedisPollerLockTest extends AbstractPollerLockTest {

    private static final String PREFIX = "test:lock:";
    private static LocalRedisServer server;
    private static Vertx vertx;
    /** Closed with the class: the contract releases its locks after each test, on their clients. */
    private static final List<Redis> clients = new ArrayList<>();

    @BeforeAll
    static void connect(LocalRedisServer local) {
        server = local;
        vertx = Vertx.vertx();
    }

    @AfterAll
    static void disconnect() throws Exception {
        clients.forEach(Redis::close);
        if (vertx != null) {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @Override
    protected PollerLock instance(Duration timeout) {
        Redis client = Redis.createClient(vertx, server.uri());
        clients.add(client);
        return new RedisPollerLock(RedisState.of(client, PREFIX, Duration.ofMinutes(10), Duration.ofSeconds(15)),
                ResilienceScheduler.system(), timeout);
    }

    @Test
    void theLockIsAKeyRedisExpiresAndAReleaseDeletes() throws Exception {
        RedisPollerLock lock = (RedisPollerLock) instance(TIMEOUT);
        lock.start(() -> {
        });
        await("it holds the lock", lock::held);
        assertThat(server.command("GET " + PREFIX + "poller")).as("a bulk string of its name's length")
                .isEqualTo("$" + lock.instance().length());
        long ttl = Long.parseLong(server.command("PTTL " + PREFIX + "poller").substring(1));
        assertThat(ttl).isBetween(1L, TIMEOUT.toMillis());

        lock.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
        assertThat(server.command("EXISTS " + PREFIX + "poller")).as("deleted, not left to expire").isEqualTo(":0");
    }

    @Test
    void theBroadcastSenderLockIsItsOwnKeyAndSaysWhatItsHolderDoes() throws Exception {
        Redis client = Redis.createClient(vertx, server.uri());
        clients.add(client);
        String category = RedisPollerLock.Words.BROADCAST_SENDER.logCategory();
        try (LogCapture<LogRecord> log = LogCapture.of(category, r -> r)) {
            RedisPollerLock poller = (RedisPollerLock) instance(TIMEOUT);
            RedisPollerLock sender = new RedisPollerLock(
                    RedisState.of(client, PREFIX, Duration.ofMinutes(10), Duration.ofSeconds(15)),
                    ResilienceScheduler.system(), TIMEOUT, "broadcasts:sender",
                    RedisPollerLock.Words.BROADCAST_SENDER);
            poller.start(() -> {
            });
            sender.start(() -> {
            });
            await("each holds its own lock", () -> poller.held() && sender.held());
            assertThat(server.command("GET " + PREFIX + "broadcasts:sender")).as("a bulk string of its name's length")
                    .isEqualTo("$" + sender.instance().length());
            sender.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
            poller.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
            assertThat(server.command("EXISTS " + PREFIX + "broadcasts:sender")).isEqualTo(":0");
            assertThat(String.join("\n", log.messages(category))).contains("sends broadcasts now: it took the broadcast"
                    + " sender lock").contains("hands sending broadcasts over: broadcast sender lock released")
                    .doesNotContain("poll");
        }
    }
}
