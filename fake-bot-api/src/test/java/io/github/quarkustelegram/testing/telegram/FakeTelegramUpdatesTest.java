package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToIntFunction;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * How {@link FakeTelegram} hands out updates: getUpdates with Telegram's long polling, and webhook delivery to a real
 * HTTP server standing for the application, as Telegram's Bot API server delivers (a chat's updates one at a time and
 * in order, chats in parallel up to max_connections, a refused update holding only its chat, a Retry-After honoured).
 */
@Timeout(30)
@WithFakeTelegram(eachTest = true, webhookRetryDelayMillis = 50)
class FakeTelegramUpdatesTest {

    private FakeTelegram telegram;
    private BotApiCaller bot;
    private HttpServer app;
    private ExecutorService appThreads;
    private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();

    @AfterEach
    void stop() {
        if (app != null) {
            app.stop(0);
            appThreads.shutdownNow();
        }
    }

    @Test
    void getUpdatesHandsOutUpdatesUntilAnOffsetConfirmsThem() {
        FakeUser alice = telegram.user(42, "Alice");
        UserAction start = alice.sends("/start");
        alice.sends("hello");

        JsonNode updates = bot.call("getUpdates", "{}").result();
        JsonNode again = bot.call("getUpdates", "{\"limit\":1}").result();
        JsonNode afterOffset = bot.call("getUpdates", "{\"offset\":" + (start.updateId() + 1) + "}").result();
        JsonNode allConfirmed = bot.call("getUpdates", "{\"offset\":" + (start.updateId() + 2) + "}").result();

        assertThat(updates).hasSize(2);
        JsonNode message = updates.get(0).get("message");
        assertThat(updates.get(0).get("update_id").asLong()).isEqualTo(start.updateId());
        assertThat(message.get("text").asText()).isEqualTo("/start");
        assertThat(message.get("entities").get(0).get("type").asText()).isEqualTo("bot_command");
        assertThat(message.get("entities").get(0).get("length").asInt()).isEqualTo(6);
        assertThat(message.get("from").get("first_name").asText()).isEqualTo("Alice");
        assertThat(message.get("chat").get("id").asLong()).isEqualTo(42);
        assertThat(again).hasSize(1);
        assertThat(afterOffset).hasSize(1);
        assertThat(afterOffset.get(0).get("message").get("text").asText()).isEqualTo("hello");
        assertThat(allConfirmed).isEmpty();
        assertThat(telegram.pendingUpdates()).isZero();
    }

    @Test
    void aMethodTakenOverByAScriptCanBeGivenBackToTheFake() {
        telegram.user(42, "Alice").sends("hello");
        telegram.server().stub("getUpdates", FakeReply.error(500, "Internal Server Error"));
        assertThat(bot.call("getUpdates", "{}").status()).isEqualTo(500);

        telegram.restore("GETUPDATES");

        assertThat(bot.call("getUpdates", "{}").result()).singleElement()
                .satisfies(update -> assertThat(update.path("message").path("text").asText()).isEqualTo("hello"));
        assertThat(telegram.server().requests("getUpdates")).hasSize(2);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> telegram.restore("noSuchMethod")).withMessageContaining("noSuchMethod");
    }

    @Test
    void aNegativeOffsetKeepsOnlyTheLastUpdates() {
        FakeUser alice = telegram.user(42);
        alice.sends("one");
        alice.sends("two");
        alice.sends("three");

        JsonNode last = bot.call("getUpdates", "{\"offset\":-1}").result();

        assertThat(last).hasSize(1);
        assertThat(last.get(0).get("message").get("text").asText()).isEqualTo("three");
        assertThat(telegram.pendingUpdates()).isEqualTo(1);
    }

    @Test
    void aLongPollWaitsForTheNextUpdateAndEndsEmptyAtItsTimeout() throws Exception {
        CompletableFuture<BotApiCaller.Answer> poll = bot.callAsync("getUpdates", "{\"timeout\":20}");
        awaitPollWaiting();
        assertThat(poll).isNotDone();

        UserAction sent = telegram.user(42).sends("wake up");

        JsonNode updates = poll.get(5, TimeUnit.SECONDS).result();
        assertThat(updates).hasSize(1);
        assertThat(updates.get(0).get("update_id").asLong()).isEqualTo(sent.updateId());

        long started = System.nanoTime();
        JsonNode empty = bot.call("getUpdates", "{\"offset\":" + (sent.updateId() + 1) + ",\"timeout\":1}").result();
        assertThat(empty).isEmpty();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofMillis(900));
    }

    @Test
    void aSecondPollEndsTheFirstWithConflict() throws Exception {
        CompletableFuture<BotApiCaller.Answer> first = bot.callAsync("getUpdates", "{\"timeout\":20}");
        awaitPollWaiting();

        CompletableFuture<BotApiCaller.Answer> second = bot.callAsync("getUpdates", "{\"timeout\":20}");

        BotApiCaller.Answer conflict = first.get(5, TimeUnit.SECONDS);
        assertThat(conflict.status()).isEqualTo(409);
        assertThat(conflict.description()).startsWith("Conflict: terminated by other getUpdates request");
        telegram.user(42).sends("for the second");
        assertThat(second.get(5, TimeUnit.SECONDS).result().get(0).get("message").get("text").asText())
                .isEqualTo("for the second");
    }

    @Test
    void allowedUpdatesFiltersTheKindsToCome() {
        bot.call("getUpdates", "{\"allowed_updates\":[\"callback_query\"]}");

        telegram.user(42).sends("not wanted");

        assertThat(bot.call("getUpdates", "{}").result()).isEmpty();
        bot.call("getUpdates", "{\"allowed_updates\":[]}");
        telegram.injectUpdate("message_reaction", "{\"chat\":{\"id\":42,\"type\":\"private\"},\"message_id\":1,"
                + "\"date\":1,\"old_reaction\":[],\"new_reaction\":[]}");
        telegram.user(42).sends("wanted");
        JsonNode updates = bot.call("getUpdates", "{}").result();
        assertThat(updates).hasSize(1);
        assertThat(updates.get(0).get("message").get("text").asText()).isEqualTo("wanted");
    }

    @Test
    void aWebhookGetsEachUpdateWithTheSecretUntilItAnswers2xx() throws Exception {
        BlockingQueue<String[]> posted = new LinkedBlockingQueue<>();
        AtomicInteger calls = new AtomicInteger();
        startApp(exchange -> {
            posted.add(new String[] { exchange.getRequestHeaders().getFirst("X-Telegram-Bot-Api-Secret-Token"),
                    new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8) });
            // the first delivery fails, as an application still starting would
            exchange.sendResponseHeaders(calls.incrementAndGet() == 1 ? 500 : 200, -1);
            exchange.close();
        });

        assertThat(bot.call("setWebhook", "{\"url\":\"" + appUrl() + "\",\"secret_token\":\"s3cr3t\"}").result()
                .asBoolean()).isTrue();
        UserAction sent = telegram.user(42).sends("/start");

        String[] first = posted.poll(5, TimeUnit.SECONDS);
        String[] again = posted.poll(5, TimeUnit.SECONDS);
        assertThat(first[0]).isEqualTo("s3cr3t");
        assertThat(FakeJson.parse(first[1]).get("update_id").asLong()).isEqualTo(sent.updateId());
        assertThat(again[1]).isEqualTo(first[1]);
        awaitNoPendingUpdates();
        BotApiCaller.Answer poll = bot.call("getUpdates", "{}");
        assertThat(poll.status()).isEqualTo(409);
        assertThat(poll.description()).contains("webhook is active");
        JsonNode info = bot.call("getWebhookInfo", null).result();
        assertThat(info.get("url").asText()).isEqualTo(appUrl());
        assertThat(info.get("pending_update_count").asInt()).isZero();
        assertThat(telegram.webhookUrl()).hasValue(appUrl());

        assertThat(bot.call("deleteWebhook", null).result().asBoolean()).isTrue();
        assertThat(bot.call("getUpdates", "{}").status()).isEqualTo(200);
        assertThat(bot.call("getWebhookInfo", null).result().get("url").asText()).isEmpty();
    }

    @Test
    void aWebhookThatKeepsFailingShowsItsErrorAndKeepsTheUpdate() throws Exception {
        startApp(exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
        });
        bot.call("setWebhook", "{\"url\":\"" + appUrl() + "\"}");

        telegram.user(42).sends("lost?");

        JsonNode info = awaitWebhookError();
        assertThat(info.get("last_error_message").asText()).contains("503");
        assertThat(info.get("pending_update_count").asInt()).isEqualTo(1);
    }

    @Test
    void aWebhookMayAnswerWithAMethodCall() throws Exception {
        startApp(exchange -> {
            JsonNode update = FakeJson.parse(new String(exchange.getRequestBody().readAllBytes(),
                    StandardCharsets.UTF_8));
            byte[] answer = ("{\"method\":\"sendMessage\",\"chat_id\":"
                    + update.get("message").get("chat").get("id").asLong() + ",\"text\":\"pong\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        bot.call("setWebhook", "{\"url\":\"" + appUrl() + "\"}");

        telegram.user(42).sends("ping");

        assertThat(telegram.awaitReply(42).text()).isEqualTo("pong");
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

    // ----------------------------------------------------------------------------------------------------

    /**
     * Starts the application answering each update with a status ({@code answer}; negative: that status with
     * {@code Retry-After: 1}), on as many threads as deliveries come, and sets the webhook to it.
     */
    private void startApp(ToIntFunction<JsonNode> answer, int maxConnections) throws IOException {
        startApp(exchange -> {
            JsonNode update = FakeJson.parse(exchange.getRequestBody().readAllBytes());
            received.add(update);
            int status = answer.applyAsInt(update);
            if (status < 0) {
                exchange.getResponseHeaders().add("Retry-After", "1");
            }
            exchange.sendResponseHeaders(Math.abs(status), -1);
            exchange.close();
        });
        bot.call("setWebhook", "{\"url\":\"" + appUrl() + "\",\"max_connections\":" + maxConnections + "}")
                .result();
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

    private void startApp(com.sun.net.httpserver.HttpHandler handler) throws IOException {
        app = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        appThreads = Executors.newCachedThreadPool(); // deliveries of different chats come in parallel
        app.setExecutor(appThreads);
        app.createContext("/telegram", handler);
        app.start();
    }

    private String appUrl() {
        return "http://127.0.0.1:" + app.getAddress().getPort() + "/telegram";
    }

    /** Waits until the fake has the poll (its request recorded): a bounded wait, not a sleep. */
    private void awaitPollWaiting() {
        telegram.server().takeRequest("getUpdates", Duration.ofSeconds(5));
    }

    private void awaitNoPendingUpdates() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (telegram.pendingUpdates() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(telegram.pendingUpdates()).isZero();
    }

    private JsonNode awaitWebhookError() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        JsonNode info = bot.call("getWebhookInfo", null).result();
        while (!info.has("last_error_message") && System.nanoTime() < deadline) {
            Thread.sleep(20);
            info = bot.call("getWebhookInfo", null).result();
        }
        return info;
    }
}
