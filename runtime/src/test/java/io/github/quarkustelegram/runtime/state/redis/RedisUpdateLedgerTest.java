package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.runtime.updates.AbstractUpdateLedgerTest;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.smallrye.mutiny.subscription.Cancellable;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.Request;

/**
 * The Redis ledger against a real Redis: the contract every ledger passes, then, with two or three ledgers standing
 * for instances of one bot, a redelivery to another instance, the chat's turn across instances and its order, a dead
 * instance's claims expiring, and Redis going away and coming back (its script cache empty).
 */
@ExtendWith(LocalRedisExtension.class)
class RedisUpdateLedgerTest extends AbstractUpdateLedgerTest {

    static LocalRedisServer server;
    static Vertx vertx;
    static TimerWheel wheel;

    final List<RedisUpdateLedger> ledgers = new ArrayList<>();
    final List<Redis> clients = new ArrayList<>();

    @BeforeAll
    static void connect(LocalRedisServer redis) {
        server = redis;
        vertx = Vertx.vertx();
        wheel = TimerWheel.open();
    }

    @AfterAll
    static void disconnect() {
        if (vertx != null) {
            wheel.close();
            vertx.close().toCompletionStage().toCompletableFuture().join();
        }
    }

    /** Before the extension empties Redis (or brings it back) for the next test. */
    @AfterEach
    void closeInstances() {
        ledgers.forEach(RedisUpdateLedger::close);
        clients.forEach(Redis::close);
    }

    @Override
    protected UpdateLedger ledger() {
        return instance();
    }

    RedisUpdateLedger instance(Duration lease, ResilienceScheduler scheduler) {
        return instance(lease, scheduler, RedisUpdateLedger.DEFAULT_REDELIVERY_WAIT);
    }

    RedisUpdateLedger instance(Duration lease, ResilienceScheduler scheduler, Duration redeliveryWait) {
        Redis client = Redis.createClient(vertx, server.uri());
        clients.add(client);
        RedisUpdateLedger ledger = new RedisUpdateLedger(
                RedisState.of(client, "telegram:test:", Duration.ofMinutes(10), lease), scheduler, redeliveryWait);
        ledgers.add(ledger);
        return ledger;
    }

    RedisUpdateLedger instance() {
        return instance(Duration.ofSeconds(15), wheel);
    }

    @Test
    void aRedeliveryToAnotherInstanceIsAcknowledgedWithoutHandlingOnceHandled() throws Exception {
        RedisUpdateLedger a = instance();
        RedisUpdateLedger b = instance();
        Update update = update(1, 7);

        assertThat(a.admit(update)).as("a shared ledger decides after a round trip").isInstanceOf(Admission.Later.class);
        assertThat(decided(a.admit(update(2, 8)))).isEqualTo(Admission.HANDLE);
        assertThat(decided(b.admit(update))).as("being handled by a").isInstanceOf(Admission.Busy.class)
                .extracting(busy -> ((Admission.Busy) busy).reason()).isEqualTo("being handled by another instance");

        a.settle(update, true);
        assertThat(eventually(() -> b.admit(update))).isEqualTo(Admission.HANDLED);
        assertThat(decided(a.admit(update))).isEqualTo(Admission.HANDLED);
    }

    @Test
    void anUpdateWhoseHandlingFailedIsHandledAgainWhereverItComes() throws Exception {
        RedisUpdateLedger a = instance();
        RedisUpdateLedger b = instance();
        Update update = update(3, 7);
        assertThat(decided(a.admit(update))).isEqualTo(Admission.HANDLE);
        a.settle(update, false);
        assertThat(eventually(() -> b.admit(update))).isEqualTo(Admission.HANDLE);
    }

    @Test
    void oneChatTakesTurnsAcrossInstancesInUpdateIdOrderWhileOtherChatsGoOn() throws Exception {
        RedisUpdateLedger a = instance();
        RedisUpdateLedger b = instance();
        Update first = update(10, 7);
        assertThat(decided(a.admit(first))).isEqualTo(Admission.HANDLE);

        Admission third = b.admit(update(12, 7));
        Admission second = a.admit(update(11, 7));
        Admission otherChat = b.admit(update(13, 8));
        assertThat(decided(otherChat)).as("another chat is not held").isEqualTo(Admission.HANDLE);
        CompletableFuture<Admission> secondTurn = ((Admission.Later) second).decision().toCompletableFuture();
        CompletableFuture<Admission> thirdTurn = ((Admission.Later) third).decision().toCompletableFuture();
        Thread.sleep(200);
        assertThat(secondTurn).as("the chat's turn is held by update 10").isNotDone();
        assertThat(thirdTurn).isNotDone();

        a.settle(first, true);
        assertThat(secondTurn.get(WAIT.toMillis(), TimeUnit.MILLISECONDS)).as("11 before 12, on the same instance")
                .isEqualTo(Admission.HANDLE);
        Thread.sleep(200);
        assertThat(thirdTurn).as("12 waits for 11").isNotDone();

        a.settle(update(11, 7), true);
        assertThat(thirdTurn.get(WAIT.toMillis(), TimeUnit.MILLISECONDS)).as("told on b's channel")
                .isEqualTo(Admission.HANDLE);
    }

    /**
     * An instance dies while handling a chat's update: the update keeps its place in the chat, so that its redelivery
     * (to any instance) is handled before the chat's next update, as a bot author expects ("yes" after "/buy").
     */
    @Test
    void aDeadInstancesUpdateKeepsItsPlaceInItsChatUntilItIsDeliveredAgain() throws Exception {
        Duration lease = Duration.ofMillis(600);
        RedisUpdateLedger dead = instance(lease, NEVER); // renews nothing: a process killed after its admission
        RedisUpdateLedger alive = instance(lease, wheel);
        Update taken = update(20, 7);
        assertThat(decided(dead.admit(taken))).isEqualTo(Admission.HANDLE);

        CompletableFuture<Admission> next = ((Admission.Later) alive.admit(update(21, 7))).decision()
                .toCompletableFuture();
        Thread.sleep(4 * lease.toMillis());
        assertThat(next).as("the chat waits for the dead instance's update, past its lease").isNotDone();

        assertThat(eventually(() -> alive.admit(taken))).as("its redelivery takes its place back, and goes first")
                .isEqualTo(Admission.HANDLE);
        Thread.sleep(lease.toMillis());
        assertThat(next).as("the chat's next update after it").isNotDone();
        alive.settle(taken, true);
        assertThat(next.get(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isEqualTo(Admission.HANDLE);
    }

    /** Not delivered again within the wait: the chat goes on without it, and one instance says so, once. */
    @Test
    void aDeadInstancesUpdateNotDeliveredAgainInTimeLetsItsChatGoOnLoggedOnce() throws Exception {
        Duration lease = Duration.ofMillis(600);
        Duration wait = Duration.ofMillis(700);
        RedisUpdateLedger dead = instance(lease, NEVER, wait);
        RedisUpdateLedger alive = instance(lease, wheel, wait);
        RedisUpdateLedger other = instance(lease, wheel, wait);
        Update taken = update(20, 7);
        assertThat(decided(dead.admit(taken))).isEqualTo(Admission.HANDLE);

        try (var logs = io.github.quarkustelegram.testing.logging.LogCapture.start()) {
            long start = System.nanoTime();
            CompletableFuture<Admission> next = ((Admission.Later) alive.admit(update(21, 7))).decision()
                    .toCompletableFuture();
            CompletableFuture<Admission> after = ((Admission.Later) other.admit(update(22, 7))).decision()
                    .toCompletableFuture();
            assertThat(next.get(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isEqualTo(Admission.HANDLE);
            long waitedMillis = (System.nanoTime() - start) / 1_000_000;
            assertThat(waitedMillis).as("the lease, then the wait for a redelivery")
                    .isBetween(lease.plus(wait).toMillis() - 200, 4_000L);
            alive.settle(update(21, 7), true);
            assertThat(after.get(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isEqualTo(Admission.HANDLE);
            assertThat(logs.lines()).filteredOn(line -> line.contains("Update 20 was being handled by an instance that"
                    + " stopped")).as("said once in the fleet").hasSize(1);
        }
    }

    @Test
    void anInstanceThatRenewsKeepsItsTurnPastTheLease() throws Exception {
        Duration lease = Duration.ofMillis(600);
        RedisUpdateLedger a = instance(lease, wheel);
        RedisUpdateLedger b = instance(lease, wheel);
        Update slow = update(30, 7);
        assertThat(decided(a.admit(slow))).isEqualTo(Admission.HANDLE);
        CompletableFuture<Admission> waiting = ((Admission.Later) b.admit(update(31, 7))).decision()
                .toCompletableFuture();
        Thread.sleep(3 * lease.toMillis());
        assertThat(waiting).as("a renews its claim and turn while it handles").isNotDone();
        assertThat(decided(b.admit(slow))).isInstanceOf(Admission.Busy.class);
        a.settle(slow, true);
        assertThat(waiting.get(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isEqualTo(Admission.HANDLE);
    }

    @Test
    void redisGoneMeansBusyAndRedisBackMeansShared() throws Exception {
        RedisUpdateLedger a = instance();
        server.stop();
        Admission refused = decided(a.admit(update(40, 7)));
        assertThat(refused).isInstanceOf(Admission.Busy.class);
        assertThat(((Admission.Busy) refused).reason()).isEqualTo("Redis unreachable");
        assertThat(a.claimed()).as("nothing claimed while Redis is gone").isZero();

        server.restart(); // empty, and its script cache too: EVALSHA answers NOSCRIPT, EVAL follows
        Admission admitted = null;
        for (int i = 0; i < 50 && !(admitted instanceof Admission.Handle); i++) {
            admitted = decided(a.admit(update(40, 7)));
            if (!(admitted instanceof Admission.Handle)) {
                Thread.sleep(100); // the client reconnects
            }
        }
        assertThat(admitted).isEqualTo(Admission.HANDLE);
    }

    @Test
    void anUpdateWithoutAChatOrSenderIsRememberedUnderItsIdAlone() throws Exception {
        RedisUpdateLedger a = instance();
        Update bare = Update.builder(50).build();
        assertThat(decided(a.admit(bare))).isEqualTo(Admission.HANDLE);
        a.settle(bare, true);
        assertThat(eventually(() -> a.admit(bare))).isEqualTo(Admission.HANDLED);
        assertThat(server.command("EXISTS telegram:test:u:50")).isEqualTo(":1");
    }

    @Test
    void thePartsOfAnAlbumTakeNoTurnSoTheDispatcherCanCollectThemWhileTheChatGoesOn() throws Exception {
        RedisUpdateLedger a = instance();
        RedisUpdateLedger b = instance();
        Update text = update(60, 7);
        assertThat(decided(a.admit(text))).isEqualTo(Admission.HANDLE);
        // the chat's turn is held by 60; the album's parts, on either instance, are handed over at once all the same
        assertThat(decided(a.admit(albumPart(61, 7)))).isEqualTo(Admission.HANDLE);
        assertThat(decided(b.admit(albumPart(62, 7)))).isEqualTo(Admission.HANDLE);
        Update part = albumPart(61, 7);
        a.settle(part, true);
        assertThat(eventually(() -> b.admit(part))).as("still exactly once").isEqualTo(Admission.HANDLED);
    }

    static Update albumPart(int id, long chat) throws Exception {
        return TelegramJson.mapper().readValue("{\"update_id\":" + id + ",\"message\":{\"message_id\":" + id
                + ",\"date\":1,\"chat\":{\"id\":" + chat + ",\"type\":\"private\"},\"media_group_id\":\"g\","
                + "\"photo\":[{\"file_id\":\"f\",\"file_unique_id\":\"u\",\"width\":1,\"height\":1}]}}",
                Update.class);
    }

    @Test
    void anUpdateCostsTwoRoundTripsOnTheCommonPath() throws Exception {
        RedisUpdateLedger a = instance(Duration.ofSeconds(15), NEVER); // no renewal tick to count
        Redis probe = clients.get(0);
        probe.send(Request.cmd(Command.CONFIG).arg("RESETSTAT")).toCompletionStage().toCompletableFuture().join();
        int updates = 50;
        for (int id = 100; id < 100 + updates; id++) {
            Update update = update(id, 7 + id % 3);
            assertThat(decided(a.admit(update))).isEqualTo(Admission.HANDLE);
            a.settle(update, true);
        }
        Update last = update(100 + updates - 1, 7);
        assertThat(eventually(() -> a.admit(last))).isEqualTo(Admission.HANDLED);
        String stats = probe.send(Request.cmd(Command.INFO).arg("commandstats")).toCompletionStage()
                .toCompletableFuture().join().toString();
        // one admission and one settlement an update, plus the last update's check above
        assertThat(scriptCalls(stats)).isEqualTo(2L * updates + 1);
    }

    /** @return the EVALSHA and EVAL calls INFO commandstats counts */
    static long scriptCalls(String stats) {
        long calls = 0;
        for (String line : stats.split("\r?\n")) {
            if (line.startsWith("cmdstat_evalsha:") || line.startsWith("cmdstat_eval:")) {
                String field = line.substring(line.indexOf("calls=") + 6);
                calls += Long.parseLong(field.substring(0, field.indexOf(',')));
            }
        }
        return calls;
    }

    /** A scheduler whose tasks never run: an instance that stopped renewing. */
    static final ResilienceScheduler NEVER = new ResilienceScheduler() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public Cancellable schedule(Duration delay, Runnable task) {
            return () -> {
            };
        }
    };
}
