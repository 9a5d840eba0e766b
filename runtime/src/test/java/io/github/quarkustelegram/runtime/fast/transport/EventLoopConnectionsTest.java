package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.fast.http.RawHttpServer;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.vertx.core.Vertx;

/**
 * The connections of the fast transport's reactive path ({@code EventLoopHttpClient}) against a raw loopback server:
 * kept, reused, given up when the server says or does so, and bounded.
 */
@Timeout(60)
class EventLoopConnectionsTest {

    private static final String ME = "{\"ok\":true,\"result\":{\"id\":7,\"is_bot\":true,\"first_name\":\"Bot\"}}";
    private static final Duration WAIT = Duration.ofSeconds(10);

    static Vertx vertx;
    RawHttpServer server;
    RestClientTransport rest;
    FastTransport fast;

    @BeforeAll
    static void startVertx() {
        vertx = Vertx.vertx();
    }

    @AfterAll
    static void stopVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS).join();
    }

    @BeforeEach
    void start() throws IOException {
        server = new RawHttpServer((n, head, out) -> {
            out.write(RawHttpServer.json(200, ME));
            return true;
        });
        BotApiEndpoint endpoint = new BotApiEndpoint("http://127.0.0.1:" + server.port(), "1:A", false);
        HttpOptions options = new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 4);
        rest = new RestClientTransport(endpoint, options);
        fast = new FastTransport(vertx, endpoint, options, ChronicleRequestEncoder.instance(), rest);
    }

    @AfterEach
    void stop() {
        fast.close();
        rest.close();
        server.close();
    }

    private User getMe() {
        return fast.execute(new GetMe()).await().atMost(WAIT);
    }

    @Test
    void sequentialCallsShareOneConnection() {
        for (int i = 0; i < 5; i++) {
            assertThat(getMe().id()).isEqualTo(7);
        }

        assertThat(server.connections()).isEqualTo(1);
        assertThat(server.requests()).isEqualTo(5);
    }

    @Test
    void aConnectionTheServerClosesWithItsAnswerIsNotReused() {
        server.script((n, head, out) -> {
            out.write(RawHttpServer.json(200, ME, "Connection: close\r\n"));
            return false;
        });

        getMe();
        getMe();

        assertThat(server.connections()).isEqualTo(2);
    }

    @Test
    void anIdleConnectionTheServerClosesLeavesThePoolAndNoCallFails() throws Exception {
        server.script((n, head, out) -> {
            out.write(RawHttpServer.json(200, ME));
            return false; // closes without saying so, as an idle timeout does
        });
        getMe();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (server.openConnections() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        Thread.sleep(100); // the client's event loop sees the close

        assertThat(getMe().id()).isEqualTo(7);

        assertThat(server.connections()).isEqualTo(2);
        assertThat(server.requests()).as("each request sent once").isEqualTo(2);
    }

    @Test
    void bytesNobodyAskedForCloseTheConnectionAndTheNextCallGoesOnANewOne() throws Exception {
        server.script((n, head, out) -> {
            out.write(RawHttpServer.json(200, ME));
            out.flush();
            if (n == 1) {
                sleep(200);
                out.write("HTTP/1.1 200 OK\r\n\r\n".getBytes());
            }
            return true;
        });
        getMe();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (server.openConnections() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }

        assertThat(getMe().id()).isEqualTo(7);
        assertThat(server.connections()).isEqualTo(2);
    }

    @Test
    void manyCallsAtOnceShareTheBoundedConnections() {
        AtomicInteger concurrent = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        server.script((n, head, out) -> {
            most.accumulateAndGet(concurrent.incrementAndGet(), Math::max);
            sleep(5);
            concurrent.decrementAndGet();
            out.write(RawHttpServer.json(200, ME));
            return true;
        });
        List<CompletableFuture<User>> calls = new ArrayList<>();

        for (int i = 0; i < 64; i++) {
            calls.add(fast.execute(new GetMe()).subscribeAsCompletionStage());
        }
        CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).orTimeout(30, TimeUnit.SECONDS).join();

        assertThat(calls).allSatisfy(call -> assertThat(call.join().id()).isEqualTo(7));
        assertThat(server.connections()).isEqualTo(4);
        assertThat(most.get()).isEqualTo(4);
        assertThat(server.requests()).isEqualTo(64);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
