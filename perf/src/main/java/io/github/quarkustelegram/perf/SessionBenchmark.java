package io.github.quarkustelegram.perf;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.MatchResult;

import org.jspecify.annotations.Nullable;
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

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.sessions.InMemorySessionStore;
import io.github.quarkustelegram.runtime.sessions.SessionEngine;
import io.github.quarkustelegram.runtime.state.redis.RedisSessionStore;
import io.github.quarkustelegram.runtime.state.redis.RedisState;
import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.Sessions;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * What a session parameter adds to an update: its value loaded (JSON read into the class), changed, and written back
 * with the store's compare-and-set ({@code changed}), or loaded and found unchanged, so not written
 * ({@code unchanged}). {@code memory} is the default store; {@code redis} the shared one on a real {@code redis-server}
 * on loopback (started by the setup): a load is one round trip, a write another. The updates cycle over 64 chats.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class SessionBenchmark {

    private static final int CHATS = 64;

    /** A small per-chat value, as a bot keeps. */
    @SessionData
    public static class Cart {
        int visits;
        String currency = "EUR";
        java.util.List<String> items = new java.util.ArrayList<>(java.util.List.of("tea", "milk"));
    }

    @Param({ "memory", "redis" })
    public String store;

    private final UpdateContext[] updates = new UpdateContext[CHATS];
    private Sessions sessions;
    private LocalRedisServer redis;
    private Vertx vertx;
    private Redis client;
    private int next;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        for (int chat = 0; chat < CHATS; chat++) {
            Message message = TelegramJson.mapper().readValue("{\"message_id\":1,\"date\":1,\"chat\":{\"id\":"
                    + (1000 + chat) + ",\"type\":\"private\"},\"text\":\"n\"}", Message.class);
            updates[chat] = new InChat(Update.builder(chat + 1).message(message).build(), message.chat());
        }
        if (store.equals("memory")) {
            sessions = new SessionEngine(new InMemorySessionStore(10_000), Duration.ofDays(30));
            return;
        }
        if (LocalRedisServer.find().isEmpty()) {
            throw new IllegalStateException("store=redis: " + LocalRedisServer.skipReason());
        }
        redis = LocalRedisServer.start();
        vertx = Vertx.vertx();
        client = Redis.createClient(vertx, redis.uri());
        RedisState state = RedisState.of(client, "telegram:bench:", Duration.ofMinutes(10), Duration.ofSeconds(15));
        sessions = new SessionEngine(new RedisSessionStore(state), Duration.ofDays(30));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (redis != null) {
            client.close(); // with its connections, the store's among them
            vertx.close();
            redis.close();
        }
    }

    @Benchmark
    public Session<Cart> changed() {
        Session<Cart> cart = sessions.load(updates[next++ % CHATS], Cart.class).await().atMost(Duration.ofSeconds(5));
        cart.get().visits++;
        sessions.save(cart).await().atMost(Duration.ofSeconds(5));
        return cart;
    }

    @Benchmark
    public Session<Cart> unchanged() {
        Session<Cart> cart = sessions.load(updates[next++ % CHATS], Cart.class).await().atMost(Duration.ofSeconds(5));
        sessions.save(cart).await().atMost(Duration.ofSeconds(5));
        return cart;
    }

    /** An update in a chat, as the session engine reads it: only its chat and sender matter. */
    private record InChat(Update update, Chat chat) implements UpdateContext {

        @Override
        public @Nullable UpdateKind kind() {
            return UpdateKind.MESSAGE;
        }

        @Override
        public @Nullable User sender() {
            return null;
        }

        @Override
        public @Nullable Message message() {
            return update.message();
        }

        @Override
        public @Nullable String text() {
            return null;
        }

        @Override
        public @Nullable CommandArguments command() {
            return null;
        }

        @Override
        public @Nullable MatchResult match() {
            return null;
        }

        @Override
        public @Nullable ConversationState conversation() {
            return null;
        }

        @Override
        public String handlerName() {
            return "bench";
        }

        @Override
        public TelegramBot bot() {
            throw new UnsupportedOperationException();
        }

        @Override
        public ReactiveTelegramBot reactiveBot() {
            throw new UnsupportedOperationException();
        }
    }
}
