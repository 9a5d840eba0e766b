package io.github.quarkustelegram.perf;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.state.redis.RedisState;
import io.github.quarkustelegram.runtime.state.redis.RedisUpdateLedger;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * What the update ledger adds to each update, one instance: admitted (the redelivery check and, on Redis, the claim
 * and the chat's turn), then settled as handled. {@code memory} is the default {@code RecentUpdates}; {@code redis}
 * the shared ledger on a real {@code redis-server} on loopback (started by the setup), whose admission is one script
 * call and whose settlement another, pipelined on the same connection: a round trip is what an update waits for. The
 * updates cycle over 64 chats, so that a chat's turn is free again when its next update comes (a settlement goes
 * before the next admission on the connection).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class SharedStateBenchmark {

    private static final int CHATS = 64;

    @Param({ "memory", "redis" })
    public String store;

    private final Message[] messages = new Message[CHATS];
    private UpdateLedger ledger;
    private LocalRedisServer redis;
    private Vertx vertx;
    private Redis client;
    private TimerWheel wheel;
    private int nextId = 1;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        for (int chat = 0; chat < CHATS; chat++) {
            messages[chat] = TelegramJson.mapper().readValue("{\"message_id\":1,\"date\":1,\"chat\":{\"id\":" + (1000 + chat)
                    + ",\"type\":\"private\"},\"text\":\"n\"}", Message.class);
        }
        if (store.equals("memory")) {
            ledger = new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY);
            return;
        }
        if (LocalRedisServer.find().isEmpty()) {
            throw new IllegalStateException("store=redis: " + LocalRedisServer.skipReason());
        }
        redis = LocalRedisServer.start();
        vertx = Vertx.vertx();
        client = Redis.createClient(vertx, redis.uri());
        wheel = TimerWheel.open();
        ledger = new RedisUpdateLedger(RedisState.of(client, "telegram:bench:", Duration.ofMinutes(10),
                Duration.ofSeconds(15)), wheel);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (ledger instanceof RedisUpdateLedger shared) {
            shared.close();
            client.close();
            wheel.close();
            vertx.close();
            redis.close();
        }
    }

    @Benchmark
    public Admission admitAndSettle() throws Exception {
        int id = nextId++;
        Update update = Update.builder(id).message(messages[id % CHATS]).build();
        Admission admission = ledger.admit(update);
        if (admission instanceof Admission.Later later) {
            admission = later.decision().toCompletableFuture().get(5, TimeUnit.SECONDS);
        }
        if (!(admission instanceof Admission.Handle)) {
            throw new IllegalStateException("update " + id + ": " + admission);
        }
        ledger.settle(update, true);
        return admission;
    }
}
