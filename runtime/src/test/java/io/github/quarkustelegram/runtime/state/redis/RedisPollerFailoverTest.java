package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.updates.polling.PollCalls;
import io.github.quarkustelegram.runtime.updates.polling.PollLoop;
import io.github.quarkustelegram.runtime.updates.polling.PollSettings;
import io.github.quarkustelegram.runtime.updates.polling.PollerLease;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * Two instances of one bot in polling mode, each its own poll loop, Redis client, shared ledger and poller lock, on a
 * real Redis and the fake Telegram: one polls, the other waits; when the poller loses Redis (its lock can no longer
 * be renewed, as when it is killed) it stops polling and the other takes over within the lock's timeout. Never two
 * getUpdates at once, never a 409, every update handled once.
 */
@Timeout(120)
@ExtendWith(LocalRedisExtension.class)
class RedisPollerFailoverTest {

    static final Duration LOCK = Duration.ofSeconds(1);
    static final PollSettings SETTINGS = new PollSettings(Duration.ofSeconds(1), 100, null, Duration.ofMillis(50),
            Duration.ofMillis(200), 3, Duration.ofSeconds(5), false);

    /** getUpdates in flight, over both instances. */
    final AtomicInteger polling = new AtomicInteger();
    final AtomicInteger mostAtOnce = new AtomicInteger();
    final AtomicInteger conflicts = new AtomicInteger();
    /** How many times each update was handled, and by which instance last. */
    final Map<Integer, AtomicInteger> handled = new ConcurrentHashMap<>();
    final Map<Integer, String> handledBy = new ConcurrentHashMap<>();

    LocalRedisServer server;
    Vertx vertx;
    FakeTelegram telegram;
    String prefix;
    Instance first;
    Instance second;

    /** One instance of the bot. */
    final class Instance {
        final String label;
        final Redis redis;
        final RedisState state;
        final RedisUpdateLedger ledger;
        final RedisPollerLock lock;
        final TelegramClient client;
        final PollLoop loop;
        final AtomicInteger getUpdates = new AtomicInteger();
        private boolean cut;

        Instance(String label) {
            this.label = label;
            redis = Redis.createClient(vertx, server.uri());
            state = RedisState.of(redis, prefix, Duration.ofMinutes(10), Duration.ofSeconds(15));
            ledger = new RedisUpdateLedger(state, ResilienceScheduler.system());
            lock = new RedisPollerLock(state, ResilienceScheduler.system(), LOCK);
            client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                    .readTimeout(Duration.ofSeconds(5)).retry(RetryPolicy.none())
                    .floodControl(FloodControlLimits.disabled()).build();
            loop = new PollLoop(calls(), this::handle, () -> false, SETTINGS, ResilienceScheduler.system(), ledger,
                    new PollerLease() {
                        @Override
                        public void start(Runnable changed) {
                            lock.start(changed);
                        }

                        @Override
                        public boolean held() {
                            return lock.held();
                        }
                    });
        }

        private Uni<Void> handle(Update update) {
            handled.computeIfAbsent(update.updateId(), id -> new AtomicInteger()).incrementAndGet();
            handledBy.put(update.updateId(), label);
            return Uni.createFrom().voidItem();
        }

        /** The bot's calls, counting the getUpdates in flight over both instances and the 409s. */
        private PollCalls calls() {
            return new PollCalls() {
                @Override
                public Uni<List<Update>> getUpdates(GetUpdates request) {
                    return Uni.createFrom().deferred(() -> {
                        getUpdates.incrementAndGet();
                        mostAtOnce.accumulateAndGet(polling.incrementAndGet(), Math::max);
                        return client.reactiveBot().getUpdates(request);
                    }).onTermination().invoke(polling::decrementAndGet)
                            .onFailure(ConflictException.class).invoke(conflicts::incrementAndGet);
                }

                @Override
                public Uni<Boolean> deleteWebhook(DeleteWebhook request) {
                    return client.reactiveBot().deleteWebhook(request);
                }
            };
        }

        void close() throws Exception {
            loop.stop().toCompletableFuture().get(10, TimeUnit.SECONDS);
            lock.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
            ledger.close();
            client.close();
            if (!cut) {
                redis.close();
            }
        }

        /** Cuts it from Redis, as a kill would: its lock is neither renewed nor released. */
        void cutFromRedis() {
            cut = true;
            redis.close();
        }
    }

    @BeforeEach
    void start(LocalRedisServer local) {
        server = local;
        vertx = Vertx.vertx();
        telegram = FakeTelegram.start();
        prefix = "test:" + UUID.randomUUID() + ":";
        first = new Instance("first");
        second = new Instance("second");
    }

    @AfterEach
    void stop() throws Exception {
        if (first != null) {
            first.close();
            second.close();
            telegram.close();
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void onePollsTheOtherTakesOverWithinTheLockTimeoutAndEveryUpdateIsHandledOnce() throws Exception {
        first.loop.start();
        second.loop.start();
        await("one instance holds the lock", () -> first.lock.held() || second.lock.held());
        Instance poller = first.lock.held() ? first : second;
        Instance standby = poller == first ? second : first;
        await("the standby knows who polls", () -> poller.lock.instance().equals(standby.lock.holder()));
        assertThat(standby.loop.status().standby()).isTrue();

        List<Long> before = send(0, 10);
        await("the first updates handled", () -> handled.keySet().containsAll(ids(before)));
        assertThat(standby.getUpdates).as("the standby sends no getUpdates").hasValue(0);
        assertThat(before).allSatisfy(id -> assertThat(handledBy.get(id.intValue())).isEqualTo(poller.label));

        // the poller is cut from Redis, as when it is killed: its lock is neither renewed nor released
        long cutAt = System.nanoTime();
        poller.cutFromRedis();
        await("the other instance takes over", standby.lock::held);
        long takeoverMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cutAt);
        assertThat(poller.lock.held()).as("the old poller stopped first").isFalse();
        assertThat(poller.loop.status().standby()).isTrue();
        int oldPollerCalls = poller.getUpdates.get();

        List<Long> after = send(10, 10);
        await("the later updates handled", () -> handled.keySet().containsAll(ids(after)));
        assertThat(after).allSatisfy(id -> assertThat(handledBy.get(id.intValue())).isEqualTo(standby.label));
        Thread.sleep(300); // a duplicate would show by now

        int duplicates = (int) handled.values().stream().filter(count -> count.get() > 1).count();
        int lost = (int) (before.size() + after.size() - handled.size());
        System.out.printf("poller-failover: %d updates over 2 instances, handled once %d, duplicates %d, lost %d,"
                + " takeover %d ms (poller lock %d ms), 409s %d, most getUpdates at once %d%n",
                before.size() + after.size(), handled.size() - duplicates, duplicates, lost, takeoverMillis,
                LOCK.toMillis(), conflicts.get(), mostAtOnce.get());
        assertThat(duplicates).isZero();
        assertThat(lost).isZero();
        assertThat(takeoverMillis).as("within about the lock's timeout").isLessThan(LOCK.toMillis() + 500);
        assertThat(conflicts).as("no 409").hasValue(0);
        assertThat(mostAtOnce).as("never two getUpdates at once").hasValue(1);
        assertThat(poller.getUpdates).as("the old poller sent no getUpdates after it stopped").hasValue(oldPollerCalls);
    }

    @Test
    void aPollerThatStopsAndReleasesHandsOverAtOnce() throws Exception {
        first.loop.start();
        await("first holds the lock", first.lock::held);
        second.loop.start();
        await("second knows who polls", () -> first.lock.instance().equals(second.lock.holder()));

        first.loop.stop().toCompletableFuture().get(10, TimeUnit.SECONDS);
        long releasedAt = System.nanoTime();
        first.lock.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
        Response holder = second.redis.send(Request.cmd(Command.GET).arg(prefix + "poller")).toCompletionStage()
                .toCompletableFuture().get(5, TimeUnit.SECONDS);
        assertThat(holder == null ? null : holder.toString()).as("the lock was deleted, not left to expire")
                .isIn(null, second.lock.instance());
        await("second takes over", second.lock::held);
        long handoverMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - releasedAt);
        System.out.printf("poller-handover: %d ms after the release (poller lock %d ms)%n", handoverMillis,
                LOCK.toMillis());
        // at the standby's next tick (a third of the timeout); the lock, renewed less than a third before the release,
        // could not have expired before two thirds
        assertThat(handoverMillis).as("released, not expired").isLessThan(LOCK.toMillis() * 2 / 3);

        List<Long> ids = send(0, 5);
        await("handled by second", () -> handled.keySet().containsAll(ids(ids)));
        assertThat(ids).allSatisfy(id -> assertThat(handledBy.get(id.intValue())).isEqualTo("second"));
        assertThat(conflicts).hasValue(0);
        assertThat(mostAtOnce).hasValue(1);
    }

    @Test
    void whileRedisIsDownNoInstancePollsThenPollingResumes() throws Exception {
        first.loop.start();
        second.loop.start();
        await("one instance holds the lock", () -> first.lock.held() || second.lock.held());
        List<Long> before = send(0, 5);
        await("handled", () -> handled.keySet().containsAll(ids(before)));

        server.stop();
        long stoppedAt = System.nanoTime();
        await("neither polls", () -> !first.lock.held() && !second.lock.held() && polling.get() == 0);
        long stopMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - stoppedAt);
        assertThat(stopMillis).as("the holder stops before its lock could expire").isLessThan(LOCK.toMillis());
        int calls = first.getUpdates.get() + second.getUpdates.get();
        Thread.sleep(LOCK.toMillis());
        assertThat(first.getUpdates.get() + second.getUpdates.get()).as("no getUpdates while Redis is down")
                .isEqualTo(calls);

        server.restart();
        await("one instance polls again", () -> first.lock.held() || second.lock.held());
        List<Long> after = send(5, 5);
        await("handled after Redis came back", () -> handled.keySet().containsAll(ids(after)));
        Thread.sleep(300);
        assertThat(handled.values()).as("each update handled once").allSatisfy(count -> assertThat(count).hasValue(1));
        assertThat(handled).hasSize(10);
        assertThat(conflicts).hasValue(0);
        assertThat(mostAtOnce).hasValue(1);
    }

    private List<Long> send(int from, int count) {
        return java.util.stream.IntStream.range(from, from + count)
                .mapToObj(i -> telegram.user(1000 + i, "User" + i).sends("hello " + i).updateId()).toList();
    }

    private static List<Integer> ids(List<Long> ids) {
        return ids.stream().map(Long::intValue).toList();
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(5);
        }
    }
}
