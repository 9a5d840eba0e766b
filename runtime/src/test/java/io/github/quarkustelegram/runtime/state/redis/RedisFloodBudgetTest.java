package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.runtime.resilience.AbstractFloodBudgetTest;
import io.github.quarkustelegram.runtime.resilience.FloodControlChain;
import io.github.quarkustelegram.runtime.resilience.FloodWindows;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * The shared budget on a real Redis, on real time and Redis's clock: the contract every budget passes, then two
 * instances of a bot (two limiters, each with its own Redis client and instance name) sharing it: together they never
 * send above a limit in any sliding window; with Redis gone they keep to half the budget each, saying so once, and
 * lose no call; with Redis back they share it again.
 */
@ExtendWith(LocalRedisExtension.class)
class RedisFloodBudgetTest extends AbstractFloodBudgetTest {

    private static final FloodControlLimits LIMITS = FloodControlLimits.builder().maxWait(Duration.ofSeconds(30))
            .build();

    private static LocalRedisServer redis;
    private static Vertx vertx;
    private static TimerWheel timers;
    private final List<Instance> instances = new ArrayList<>();
    /** The budgets the contract made, and their clients. */
    private final List<RedisFloodBudget> budgets = new ArrayList<>();
    private final List<Redis> clients = new ArrayList<>();
    private final ConcurrentLinkedQueue<Sent> sent = new ConcurrentLinkedQueue<>();

    /** One send as Telegram would see it: which instance, to which chat, its number in that instance, when. */
    record Sent(String instance, long chat, int sequence, long atNanos) {
    }

    /** One instance: its client, its state on Redis, its budget, its flood-controlled transport. */
    private final class Instance {
        final String name;
        final RedisState state;
        final RedisFloodBudget budget;
        final FloodControlChain flood;

        Instance(String name, String prefix) {
            this.name = name;
            this.state = RedisState.of(Redis.createClient(vertx, redis.uri()), prefix, Duration.ofMinutes(10),
                    Duration.ofSeconds(15));
            this.budget = new RedisFloodBudget(state, LIMITS, timers, Duration.ofMillis(200), Duration.ofSeconds(1));
            this.flood = new FloodControlChain(new Recorder(name), LIMITS, timers, CallListener.NONE, budget);
        }
    }

    /** The Bot API: notes each send and answers at once. */
    private final class Recorder implements TelegramTransport {
        private final String instance;

        Recorder(String instance) {
            this.instance = instance;
        }

        @Override
        public <R> Uni<R> execute(TelegramRequest<R> request) {
            return Uni.createFrom().deferred(() -> {
                SendMessage message = (SendMessage) request;
                long chat = ((ChatId.Numeric) message.chatId()).id();
                sent.add(new Sent(instance, chat, Integer.parseInt(message.text()), System.nanoTime()));
                return Uni.createFrom().nullItem();
            });
        }
    }

    @BeforeAll
    static void connect(LocalRedisServer local) {
        redis = local;
        vertx = Vertx.vertx();
        timers = TimerWheel.open();
    }

    @AfterAll
    static void disconnect() {
        if (vertx != null) {
            timers.close();
            vertx.close().toCompletionStage().toCompletableFuture().join();
        }
    }

    /** Before the extension empties Redis (or brings it back) for the next test. */
    @AfterEach
    void closeInstances() {
        instances.forEach(i -> i.budget.close());
        budgets.forEach(RedisFloodBudget::close);
        clients.forEach(Redis::close);
    }

    @Override
    protected FloodBudget budget(FloodControlLimits limits) {
        Redis client = Redis.createClient(vertx, redis.uri());
        clients.add(client);
        RedisState state = RedisState.of(client, "test:contract:", Duration.ofMinutes(10), Duration.ofSeconds(15));
        RedisFloodBudget budget = new RedisFloodBudget(state, limits, timers, Duration.ofMillis(200),
                Duration.ofSeconds(1));
        budgets.add(budget);
        return budget;
    }

    /** Real time: Redis counts on its own clock, the test can only wait. */
    @Override
    protected TestTime time() {
        return new TestTime() {
            @Override
            public long now() {
                return System.nanoTime();
            }

            @Override
            public void sleep(long nanos) throws InterruptedException {
                TimeUnit.NANOSECONDS.sleep(nanos);
            }
        };
    }

    @Override
    protected Duration propertyRun() {
        return Duration.ofSeconds(2);
    }

    private List<Instance> twoInstances() throws InterruptedException {
        String prefix = "test:" + ThreadLocalRandom.current().nextInt(1_000_000) + ":";
        instances.add(new Instance("a", prefix));
        instances.add(new Instance("b", prefix));
        await(() -> instances.stream().allMatch(i -> i.budget.instances() == 2), Duration.ofSeconds(5));
        return instances;
    }

    /** Sends {@code count} requests from {@code instance} over the chats, numbered from {@code from}. */
    private void send(Instance instance, int from, int count, long[] chats, CountDownLatch done, AtomicInteger failed) {
        for (int i = from; i < from + count; i++) {
            long chat = chats[i % chats.length];
            instance.flood.execute(SendMessage.builder(ChatId.of(chat), Integer.toString(i)).build()).subscribe()
                    .with(ok -> done.countDown(), failure -> {
                        failed.incrementAndGet();
                        done.countDown();
                    });
        }
    }

    private static long[] chats(int privateChats, int groups) {
        long[] chats = new long[privateChats + groups];
        for (int i = 0; i < privateChats; i++) {
            chats[i] = 1 + i;
        }
        for (int i = 0; i < groups; i++) {
            chats[privateChats + i] = -1001 - i;
        }
        return chats;
    }

    @Test
    void twoInstancesNeverExceedTheLimitsTogether() throws Exception {
        List<Instance> two = twoInstances();
        // more chats than the global budget a second, so that the global limit is the one reached
        long[] chats = chats(40, 5);
        CountDownLatch done = new CountDownLatch(90);
        AtomicInteger failed = new AtomicInteger();
        // both at once, to the same 45 chats (two sends to each)
        send(two.get(0), 0, 45, chats, done, failed);
        send(two.get(1), 45, 45, chats, done, failed);

        assertThat(done.await(20, TimeUnit.SECONDS)).as("all 90 sent").isTrue();
        assertThat(failed).hasValue(0);
        List<Sent> all = List.copyOf(sent);
        assertThat(all).hasSize(90);
        FloodWindows.Most measured = FloodWindows.assertWithin(sends(all), 30, 1, 20, 0);
        System.out.printf("flood-redis two instances: 90 sends over 45 chats in %d ms, max %d/s overall (limit 30),"
                + " max %d/s in a chat (limit 1), max %d/min in a group (limit 20)%n",
                (all.get(89).atNanos() - all.get(0).atNanos()) / 1_000_000, measured.overall(), measured.chat(),
                measured.group());
        assertThat(measured.overall()).as("the shared budget is used, not half of it").isGreaterThan(20);
        assertThat(all.stream().map(Sent::instance).distinct()).containsExactlyInAnyOrder("a", "b");
        assertThat(two).allSatisfy(i -> assertThat(i.budget.fallbackDecisions()).isZero());
        assertFifoPerInstanceAndChat(all);
    }

    @Test
    void aClosedBudgetHasLeftTheSetOfInstancesBeforeItsClientCloses() throws Exception {
        for (int round = 0; round < 5; round++) {
            List<Instance> both = twoInstances();
            Instance a = both.get(0);
            // what a shutdown does: the budget says goodbye, then Quarkus closes the Redis client at once
            a.budget.close();
            a.state.redis().close();

            assertThat(redis.command("ZCARD " + a.state.key("instances"))).as("round %d", round).isEqualTo(":1");
            closeInstances();
            instances.clear();
        }
    }

    @Test
    void withoutRedisEachKeepsToHalfTheBudgetThenSharesItAgain() throws Exception {
        try (LogCapture<LogRecord> log = LogCapture.of("io.github.quarkustelegram.state", r -> r)) {
            List<Instance> two = twoInstances();
            long[] chats = chats(40, 0);
            AtomicInteger failed = new AtomicInteger();
            CountDownLatch before = new CountDownLatch(40);
            send(two.get(0), 0, 20, chats, before, failed);
            send(two.get(1), 20, 20, chats, before, failed);
            assertThat(before.await(10, TimeUnit.SECONDS)).isTrue();
            long sharedEnd = System.nanoTime();

            redis.stop();
            // 30 more each while Redis is gone: at half the rate, 15 a second each
            CountDownLatch during = new CountDownLatch(60);
            send(two.get(0), 100, 30, chats, during, failed);
            send(two.get(1), 130, 30, chats, during, failed);
            assertThat(during.await(10, TimeUnit.SECONDS)).as("no call lost without Redis").isTrue();
            long outageEnd = System.nanoTime();
            assertThat(two).allSatisfy(i -> assertThat(i.state.outage().down()).isTrue());
            assertThat(two).allSatisfy(i -> assertThat(i.budget.fallbackDecisions()).isPositive());

            redis.restart();
            await(() -> two.stream().noneMatch(i -> i.state.outage().down()), Duration.ofSeconds(5));
            long backAt = System.nanoTime();
            CountDownLatch after = new CountDownLatch(40);
            long fallbackBefore = two.get(0).budget.fallbackDecisions() + two.get(1).budget.fallbackDecisions();
            send(two.get(0), 200, 20, chats, after, failed);
            send(two.get(1), 220, 20, chats, after, failed);
            assertThat(after.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(failed).hasValue(0);
            assertThat(two.get(0).budget.fallbackDecisions() + two.get(1).budget.fallbackDecisions())
                    .as("shared again: every send asked of Redis").isEqualTo(fallbackBefore);

            List<Sent> all = List.copyOf(sent);
            assertThat(all).hasSize(140);
            List<Sent> outage = all.stream().filter(s -> s.atNanos() > sharedEnd && s.atNanos() <= outageEnd).toList();
            assertThat(outage).hasSize(60);
            int most = 0;
            for (String name : List.of("a", "b")) {
                List<Sent> mine = outage.stream().filter(s -> s.instance().equals(name)).toList();
                int inSecond = FloodWindows.mostInAnySlidingWindow(mine.stream().map(Sent::atNanos).toList(),
                        FloodWindows.SECOND);
                most = Math.max(most, inSecond);
                assertThat(inSecond).as("instance %s without Redis: half the budget", name).isLessThanOrEqualTo(15);
                // its share of a chat's limit: one send every 2 s
                FloodWindows.assertPerChat(sends(mine), 2 * FloodWindows.SECOND, 1);
            }
            // together: the overall limit in any second; a chat's on average (both may send to it in one second)
            int together = FloodWindows.mostInAnySlidingWindow(outage.stream().map(Sent::atNanos).toList(),
                    FloodWindows.SECOND);
            assertThat(together).as("both without Redis, any second").isLessThanOrEqualTo(30);
            FloodWindows.assertPerChat(sends(outage), 2 * FloodWindows.SECOND, 2);
            FloodWindows.Most afterLimits = FloodWindows
                    .assertWithin(sends(all.stream().filter(s -> s.atNanos() > backAt).toList()), 30, 1, 20, 0);
            int whole = FloodWindows.mostInAnySlidingWindow(all.stream().map(Sent::atNanos).toList(),
                    FloodWindows.SECOND);
            System.out.printf("flood-redis outage: 60 sends without Redis, max %d/s per instance (limit 15), max %d/s"
                    + " together (limit 30); back: 40 sends shared, max %d/s (limit 30); whole run, transitions"
                    + " included: max %d/s%n", most, together, afterLimits.overall(), whole);

            List<String> warnings = log.captured().stream().filter(r -> r.getLevel().intValue() == Level.WARNING.intValue())
                    .map(LogRecord::getMessage).toList();
            assertThat(warnings).as("one WARN per instance for the outage").hasSize(2)
                    .allSatisfy(w -> assertThat(w).contains("Redis is unreachable"));
            assertThat(log.captured().stream().filter(r -> r.getLevel().intValue() == Level.INFO.intValue())
                    .filter(r -> String.valueOf(r.getMessage()).contains("answers again"))).hasSize(2);
        }
    }

    /** The sends as the window check takes them: a chat by its id, a group by its negative one. */
    private static List<FloodWindows.Send> sends(List<Sent> sent) {
        return sent.stream().map(s -> new FloodWindows.Send(Long.toString(s.chat()), s.chat() < 0, s.atNanos()))
                .toList();
    }

    private static void assertFifoPerInstanceAndChat(List<Sent> sends) {
        Map<String, List<Integer>> order = new HashMap<>();
        sends.forEach(s -> order.computeIfAbsent(s.instance() + "/" + s.chat(), k -> new ArrayList<>()).add(s.sequence()));
        assertThat(order.values()).allSatisfy(sequence -> assertThat(sequence).isSorted());
    }

    private static void await(BooleanSupplier condition, Duration limit) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) {
                throw new AssertionError("not within " + limit);
            }
            Thread.sleep(20);
        }
    }
}
