package io.github.quarkustelegram.runtime.fast.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * {@link BlockingHttpClient} against a raw loopback server: connections kept and reused, given up when the server
 * says or does so, deadlines and interrupts that end the exchange and its connection, the connection limit.
 */
@Timeout(30)
class BlockingHttpClientTest {

    private static final String OK = "{\"ok\":true,\"result\":true}";
    private static final Duration DEADLINE = Duration.ofSeconds(10);

    private TimerWheel deadlines;
    private RawHttpServer server;
    private BlockingHttpClient client;

    @BeforeEach
    void start() throws IOException {
        deadlines = TimerWheel.open();
        server = new RawHttpServer((n, head, out) -> {
            out.write(RawHttpServer.json(200, OK));
            return true;
        });
        client = client(4);
    }

    private BlockingHttpClient client(int maxConnections) {
        return new BlockingHttpClient("127.0.0.1", server.port(), Duration.ofSeconds(5), maxConnections, 1 << 20,
                deadlines);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
        deadlines.close();
    }

    private static ByteBuf request(String body) {
        HttpRequestHead head = new HttpRequestHead("127.0.0.1", "/bot1:A/");
        int room = head.room("getMe");
        ByteBuf buffer = Unpooled.directBuffer();
        buffer.writerIndex(room);
        buffer.writeCharSequence(body, StandardCharsets.UTF_8);
        head.writeBefore(buffer, room, "getMe");
        return buffer;
    }

    private String call(String body) throws IOException {
        return client.exchange(request(body), DEADLINE, (status, retryAfter, answer) -> status + " "
                + StandardCharsets.UTF_8.decode(answer));
    }

    @Test
    void sequentialCallsShareOneConnectionAndReleaseTheirBuffers() throws IOException {
        ByteBuf request = request("{\"n\":1}");

        String answer = client.exchange(request, DEADLINE, (status, retryAfter, body) -> status + " "
                + StandardCharsets.UTF_8.decode(body));
        for (int i = 2; i <= 5; i++) {
            assertThat(call("{\"n\":" + i + "}")).isEqualTo("200 " + OK);
        }

        assertThat(answer).isEqualTo("200 " + OK);
        assertThat(request.refCnt()).as("released after the exchange").isZero();
        assertThat(server.bodies()).containsExactly("{\"n\":1}", "{\"n\":2}", "{\"n\":3}", "{\"n\":4}", "{\"n\":5}");
        assertThat(server.connections()).isEqualTo(1);
        assertThat(client.openConnections()).isEqualTo(1);
    }

    @Test
    void aConnectionTheServerClosesWithItsAnswerIsNotReused() throws IOException {
        server.script((n, head, out) -> {
            out.write(RawHttpServer.json(200, OK, "Connection: close\r\n"));
            return false;
        });

        call("{}");
        call("{}");

        assertThat(server.connections()).isEqualTo(2);
    }

    @Test
    void anIdleConnectionTheServerClosedIsCheckedAndReplaced() throws Exception {
        server.script((n, head, out) -> {
            out.write(RawHttpServer.json(200, OK));
            return false; // closes without saying so, as an idle timeout does
        });
        call("{}");
        Thread.sleep(BlockingHttpClient.CHECK_AFTER_IDLE_MILLIS + 200);

        assertThat(call("{}")).isEqualTo("200 " + OK);

        assertThat(server.connections()).isEqualTo(2);
        assertThat(server.requests()).as("each request sent once").isEqualTo(2);
    }

    @Test
    void aChunkedAnswerIsReadWhole() throws IOException {
        server.script((n, head, out) -> {
            out.write(("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"ok\r\n"
                    + "15\r\n\":true,\"result\":true}\r\n0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            return true;
        });

        assertThat(call("{}")).isEqualTo("200 " + OK);
        assertThat(call("{}")).isEqualTo("200 " + OK);
        assertThat(server.connections()).isEqualTo(1);
    }

    @Test
    void anAnswerLargerThanTheReceiveArrayIsRead() throws IOException {
        String large = "{\"ok\":true,\"result\":\"" + "x".repeat(300_000) + "\"}";
        server.script((n, head, out) -> {
            out.write(RawHttpServer.json(200, large));
            return true;
        });

        assertThat(call("{}")).isEqualTo("200 " + large);
    }

    @Test
    void noAnswerBeforeTheDeadlineClosesTheConnection() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        server.script((n, head, out) -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return false;
        });
        long start = System.nanoTime();

        Throwable failure = catchThrowable(() -> client.exchange(request("{}"), Duration.ofMillis(300),
                (status, retryAfter, body) -> status));

        assertThat(failure).isInstanceOf(DeadlinePassedException.class);
        assertThat(((DeadlinePassedException) failure).maybeSent()).isTrue();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isBetween(Duration.ofMillis(290),
                Duration.ofSeconds(3));
        assertThat(client.openConnections()).isZero();
        never.countDown();
    }

    @Test
    void anInterruptEndsTheExchangeAndKeepsTheFlag() throws Exception {
        CountDownLatch arrived = new CountDownLatch(1);
        server.script((n, head, out) -> {
            arrived.countDown();
            return true; // and never answers
        });
        CompletableFuture<Throwable> outcome = new CompletableFuture<>();
        Thread caller = new Thread(() -> {
            try {
                call("{}");
                outcome.complete(null);
            } catch (Throwable t) {
                outcome.complete(new IllegalStateException("interrupted: " + Thread.currentThread().isInterrupted(), t));
            }
        });
        caller.start();
        assertThat(arrived.await(10, TimeUnit.SECONDS)).isTrue();

        caller.interrupt();

        Throwable failure = outcome.get(10, TimeUnit.SECONDS);
        assertThat(failure).hasMessage("interrupted: true").hasCauseInstanceOf(ClosedByInterruptException.class);
        assertThat(client.openConnections()).isZero();
    }

    @Test
    void aCallerBeyondTheConnectionLimitWaitsWithinItsDeadline() throws Exception {
        client.close();
        client = client(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch arrived = new CountDownLatch(1);
        server.script((n, head, out) -> {
            if (n == 1) {
                arrived.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            out.write(RawHttpServer.json(200, OK));
            return true;
        });
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> {
            try {
                return call("{\"first\":1}");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(arrived.await(10, TimeUnit.SECONDS)).isTrue();

        Throwable waited = catchThrowable(() -> client.exchange(request("{}"), Duration.ofMillis(200),
                (status, retryAfter, body) -> status));
        release.countDown();

        assertThat(waited).isInstanceOf(DeadlinePassedException.class);
        assertThat(((DeadlinePassedException) waited).maybeSent()).as("it never had a connection").isFalse();
        assertThat(first.get(10, TimeUnit.SECONDS)).isEqualTo("200 " + OK);
        assertThat(call("{}")).as("the connection came back").isEqualTo("200 " + OK);
        assertThat(server.connections()).isEqualTo(1);
    }

    @Test
    void bytesAfterTheAnswerMakeTheConnectionUnfitForReuse() throws IOException {
        server.script((n, head, out) -> {
            byte[] answer = RawHttpServer.json(200, OK);
            byte[] extra = "HTTP/1.1 200 OK\r\n".getBytes(StandardCharsets.US_ASCII);
            byte[] both = java.util.Arrays.copyOf(answer, answer.length + extra.length);
            System.arraycopy(extra, 0, both, answer.length, extra.length);
            out.write(both); // one write: the client reads them together
            return true;
        });

        call("{}");
        call("{}");

        assertThat(server.connections()).isEqualTo(2);
    }

    @Test
    void whatIsNotHttpFailsTheExchangeAndTheConnection() {
        server.script((n, head, out) -> {
            out.write("SSH-2.0-OpenSSH_9.2\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            return true;
        });

        assertThatThrownBy(() -> call("{}")).isInstanceOf(HttpProtocolException.class);
        assertThat(client.openConnections()).isZero();
    }

    @Test
    void aClosedClientRefusesExchangesAndReleasesTheRequest() throws IOException {
        call("{}");
        client.close();
        ByteBuf request = request("{}");

        assertThatThrownBy(() -> client.exchange(request, DEADLINE, (status, retryAfter, body) -> status))
                .isInstanceOf(IllegalStateException.class);
        assertThat(request.refCnt()).isZero();
        assertThat(client.openConnections()).isZero();
    }
}
