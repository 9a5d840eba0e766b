package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToIntFunction;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * Webhook delivery as Telegram's Bot API server does it: a chat's updates one at a time and in order, chats in
 * parallel up to max_connections, a refused update holding only its own chat, a Retry-After honoured.
 */
@Timeout(30)
class FakeTelegramWebhookDeliveryTest {

    private FakeTelegram telegram;
    private BotApiCaller bot;
    private HttpServer app;
    private ExecutorService appThreads;
    private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();

    @BeforeEach
    void start() {
        telegram = FakeTelegram.builder().webhookRetryDelay(Duration.ofMillis(50)).start();
        bot = new BotApiCaller(telegram.baseUrl(), telegram.token());
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.stop(0);
            appThreads.shutdownNow();
        }
        telegram.close();
    }

    @Test
    void aChatsUpdatesGoOneAtATimeWhileOtherChatsGoOn() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        startApp(update -> {
            if (text(update).equals("a1")) {
                await(release); // chat 1's first update takes its time
            }
            return 200;
        }, 40);
        FakeUser one = telegram.user(1);
        FakeUser two = telegram.user(2);

        one.sends("a1");
        assertThat(text(received.poll(5, TimeUnit.SECONDS))).isEqualTo("a1");
        one.sends("a2");
        two.sends("b1");
        two.sends("b2");

        assertThat(text(received.poll(5, TimeUnit.SECONDS))).isEqualTo("b1");
        assertThat(text(received.poll(5, TimeUnit.SECONDS))).isEqualTo("b2");
        assertThat(received.poll(200, TimeUnit.MILLISECONDS)).as("a2 waits for a1's answer").isNull();
        release.countDown();
        assertThat(text(received.poll(5, TimeUnit.SECONDS))).isEqualTo("a2");
        awaitNoPendingUpdates();
    }

    @Test
    void maxConnectionsOneDeliversEveryUpdateInTurn() throws Exception {
        AtomicInteger concurrent = new AtomicInteger();
        List<Integer> seen = new CopyOnWriteArrayList<>();
        startApp(update -> {
            seen.add(concurrent.incrementAndGet());
            sleep(20);
            concurrent.decrementAndGet();
            return 200;
        }, 1);
        for (int chat = 1; chat <= 5; chat++) {
            telegram.user(chat).sends("hi " + chat);
        }

        for (int chat = 1; chat <= 5; chat++) {
            assertThat(text(received.poll(5, TimeUnit.SECONDS))).isEqualTo("hi " + chat);
        }
        assertThat(seen).containsOnly(1);
        awaitNoPendingUpdates();
    }

    @Test
    void aRefusedUpdateHoldsOnlyItsChatAndGoesAgainUntilTaken() throws Exception {
        AtomicInteger refusals = new AtomicInteger();
        startApp(update -> text(update).equals("bad") && refusals.incrementAndGet() <= 3 ? 500 : 200, 40);
        FakeUser one = telegram.user(1);
        FakeUser two = telegram.user(2);

        one.sends("bad");
        one.sends("after bad");
        two.sends("good");

        List<String> texts = new CopyOnWriteArrayList<>();
        for (int i = 0; i < 6; i++) {
            texts.add(text(received.poll(10, TimeUnit.SECONDS)));
        }
        assertThat(texts).containsSubsequence("bad", "bad", "bad", "bad", "after bad");
        assertThat(texts.indexOf("good")).as("chat 2 does not wait for chat 1's retries").isLessThan(4);
        awaitNoPendingUpdates();
    }

    @Test
    void aRetryAfterInTheAnswerIsWaited() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        List<Long> arrivals = new CopyOnWriteArrayList<>();
        startApp(update -> {
            arrivals.add(System.nanoTime());
            return calls.incrementAndGet() == 1 ? -503 : 200; // 503 with Retry-After: 1
        }, 40);

        telegram.user(1).sends("busy");
        received.poll(5, TimeUnit.SECONDS);
        received.poll(5, TimeUnit.SECONDS);
        awaitNoPendingUpdates(); // the second was answered: both arrivals are recorded

        assertThat(arrivals).hasSize(2);
        assertThat(Duration.ofNanos(arrivals.get(1) - arrivals.get(0))).isGreaterThanOrEqualTo(Duration.ofMillis(950));
    }

    /** @param answer the status for an update; negative: that status with {@code Retry-After: 1} */
    private void startApp(ToIntFunction<JsonNode> answer, int maxConnections) throws IOException {
        app = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        appThreads = Executors.newCachedThreadPool();
        app.setExecutor(appThreads);
        app.createContext("/telegram", (HttpExchange exchange) -> {
            JsonNode update = FakeJson.parse(exchange.getRequestBody().readAllBytes());
            received.add(update);
            int status = answer.applyAsInt(update);
            if (status < 0) {
                exchange.getResponseHeaders().add("Retry-After", "1");
            }
            exchange.sendResponseHeaders(Math.abs(status), -1);
            exchange.close();
        });
        app.start();
        bot.call("setWebhook", "{\"url\":\"http://127.0.0.1:" + app.getAddress().getPort()
                + "/telegram\",\"max_connections\":" + maxConnections + "}").result();
    }

    private static String text(JsonNode update) {
        return update == null ? null : update.path("message").path("text").asText();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void awaitNoPendingUpdates() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (telegram.pendingUpdates() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(telegram.pendingUpdates()).isZero();
    }
}
