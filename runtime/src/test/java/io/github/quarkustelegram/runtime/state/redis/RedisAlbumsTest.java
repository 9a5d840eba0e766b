package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.RouteTable;
import io.github.quarkustelegram.runtime.dispatch.UpdateDispatcher;
import io.github.quarkustelegram.runtime.dispatch.albums.AlbumKey;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.testing.redis.LocalRedisExtension;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;

/**
 * Albums collected by two instances of a bot on a real Redis, as webhooks behind a load balancer deliver them: the
 * parts of one album spread over both are handled once, with all of them, by the instance that got the first; the
 * other answers its parts with that outcome; an owner gone silent is taken over; a part delivered again after its
 * album was handled is not handled again; a failed album fails every part, on both instances.
 */
@ExtendWith(LocalRedisExtension.class)
class RedisAlbumsTest {

    static final Duration WINDOW = Duration.ofMillis(300);
    static final Duration LEASE = Duration.ofSeconds(1);
    static LocalRedisServer server;
    static Vertx vertx;
    static TimerWheel wheel;

    final List<Redis> clients = new ArrayList<>();
    /** The albums handled, as "instance: message ids". */
    final List<String> handled = new CopyOnWriteArrayList<>();
    volatile boolean failing;

    @BeforeAll
    static void connect(LocalRedisServer local) {
        server = local;
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

    /** Before the extension empties Redis for the next test. */
    @AfterEach
    void closeInstances() {
        clients.forEach(Redis::close);
    }

    RedisAlbums albums() {
        Redis client = Redis.createClient(vertx, server.uri());
        clients.add(client);
        return new RedisAlbums(RedisState.of(client, "telegram:test:", Duration.ofMinutes(10), LEASE));
    }

    UpdateDispatcher instance(String name, SharedAlbums albums) {
        RouteTable routes = new RouteTable();
        routes.onMediaGroup(ctx -> {
            if (failing) {
                return Uni.createFrom().failure(new IllegalStateException("the handler failed"));
            }
            handled.add(name + ": " + ctx.album().stream().map(Message::messageId).toList());
            return Uni.createFrom().voidItem();
        });
        routes.on(UpdateKind.MESSAGE, ctx -> {
            handled.add(name + ": single " + ctx.message().messageId());
            return Uni.createFrom().voidItem();
        });
        // an error hook that fails asks for the update again, as a webhook answering 500 would
        return UpdateDispatcher.builder(routes).albumWindow(WINDOW).albumTimer(wheel).sharedAlbums(albums)
                .errorHook((update, failure) -> Uni.createFrom().failure(failure))
                .handlerTimeout(Duration.ZERO).build();
    }

    @Test
    void partsSpreadOverTwoInstancesAreHandledOnceWithAllOfThemByTheFirstOnesInstance() throws Exception {
        UpdateDispatcher a = instance("a", albums());
        UpdateDispatcher b = instance("b", albums());

        CompletableFuture<Void> first = send(a, photo(1, 10, "g1"));
        Thread.sleep(50); // the first part is a's: a owns the album
        CompletableFuture<Void> second = send(b, photo(2, 11, "g1"));
        CompletableFuture<Void> third = send(b, photo(3, 12, "g1"));
        CompletableFuture<Void> fourth = send(a, photo(4, 13, "g1"));

        CompletableFuture.allOf(first, second, third, fourth).get(10, TimeUnit.SECONDS);
        assertThat(handled).containsExactly("a: [10, 11, 12, 13]");
        assertThat(a.albumsCollecting()).isZero();
        assertThat(b.albumsCollecting()).isZero();
    }

    @Test
    void theJoinedInstanceAnswersItsPartsOnlyOnceTheAlbumWasHandled() throws Exception {
        UpdateDispatcher a = instance("a", albums());
        UpdateDispatcher b = instance("b", albums());

        CompletableFuture<Void> first = send(a, photo(1, 20, "g2"));
        Thread.sleep(50);
        CompletableFuture<Void> joined = send(b, photo(2, 21, "g2"));
        Thread.sleep(WINDOW.toMillis() / 2);
        assertThat(joined).as("waiting for the album, within its window").isNotDone();

        joined.get(10, TimeUnit.SECONDS);
        assertThat(handled).as("handled before the joined part was answered").containsExactly("a: [20, 21]");
        first.get(1, TimeUnit.SECONDS);
    }

    @Test
    void anOwnerGoneSilentIsTakenOverAndItsPartsAreNotLost() throws Exception {
        SharedAlbums dead = albums();
        // a's part was offered, then a died before its window passed: nobody closes the album
        assertThat(dead.offer(new AlbumKey(7, "g3"), 30, photo(1, 30, "g3")).await().atMost(Duration.ofSeconds(5)))
                .isEqualTo(SharedAlbums.Offer.OWNER);
        UpdateDispatcher b = instance("b", albums());

        long start = System.nanoTime();
        send(b, photo(2, 31, "g3")).get(10, TimeUnit.SECONDS);
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertThat(handled).containsExactly("b: [30, 31]");
        assertThat(waited).as("the window and the lease passed before the take-over")
                .isGreaterThanOrEqualTo(WINDOW.plus(LEASE).toMillis() - 100);
    }

    @Test
    void aPartDeliveredAgainAfterItsAlbumWasHandledIsAnsweredWithoutHandlingItAgain() throws Exception {
        UpdateDispatcher a = instance("a", albums());
        UpdateDispatcher b = instance("b", albums());
        send(a, photo(1, 40, "g4")).get(10, TimeUnit.SECONDS);
        assertThat(handled).containsExactly("a: [40]");

        // Telegram delivers the same message again under another update id, to the other instance
        send(b, photo(9, 40, "g4")).get(2, TimeUnit.SECONDS);
        Thread.sleep(WINDOW.toMillis() * 2);
        assertThat(handled).containsExactly("a: [40]");
    }

    @Test
    void aFailedAlbumFailsEveryPartOnEveryInstanceAndIsCollectedAgainWhenDeliveredAgain() throws Exception {
        UpdateDispatcher a = instance("a", albums());
        UpdateDispatcher b = instance("b", albums());
        failing = true;
        CompletableFuture<Void> first = send(a, photo(1, 50, "g5"));
        Thread.sleep(50);
        CompletableFuture<Void> joined = send(b, photo(2, 51, "g5"));
        assertThatThrownBy(() -> first.get(10, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class);
        assertThatThrownBy(() -> joined.get(10, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("failed on the instance that handled it");

        failing = false;
        CompletableFuture<Void> again = send(b, photo(1, 50, "g5"));
        Thread.sleep(50);
        CompletableFuture.allOf(again, send(a, photo(2, 51, "g5"))).get(10, TimeUnit.SECONDS);
        assertThat(handled).containsExactly("b: [50, 51]");
    }

    static CompletableFuture<Void> send(UpdateDispatcher dispatcher, Update update) {
        return dispatcher.accept(update).subscribeAsCompletionStage();
    }

    static Update photo(int updateId, int messageId, String group) {
        try {
            return TelegramJson.mapper().readValue("{\"update_id\":" + updateId + ",\"message\":{\"message_id\":"
                    + messageId + ",\"date\":1,\"chat\":{\"id\":7,\"type\":\"private\"},\"photo\":[{\"file_id\":\"f"
                    + messageId + "\",\"file_unique_id\":\"u" + messageId + "\",\"width\":1,\"height\":1}],"
                    + "\"media_group_id\":\"" + group + "\"}}", Update.class);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
