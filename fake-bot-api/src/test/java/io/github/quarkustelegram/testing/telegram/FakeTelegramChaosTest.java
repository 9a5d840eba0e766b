package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.sun.net.httpserver.HttpServer;

/** The fake's chaos mode: faults drawn before the fake acts, counted, seeded, set in-JVM or over the control API. */
@Timeout(30)
@WithFakeTelegram(eachTest = true, webhookRetryDelayMillis = 20)
class FakeTelegramChaosTest {

    private static final String HELLO = "{\"chat_id\":42,\"text\":\"hello\"}";

    private FakeTelegram telegram;
    private BotApiCaller bot;
    private HttpServer app;

    @BeforeEach
    void start() {
        telegram.user(42, "Alice");
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.stop(0);
        }
    }

    @Test
    void a429CarriesRetryAfterAndSendsNothing() {
        telegram.chaos(Chaos.builder(1).tooManyRequests(1, Duration.ofSeconds(2)).build());

        BotApiCaller.Answer answer = bot.call("sendMessage", HELLO);

        assertThat(answer.status()).isEqualTo(429);
        assertThat(answer.body().path("parameters").path("retry_after").asInt()).isEqualTo(2);
        assertThat(answer.description()).isEqualTo("Too Many Requests: retry after 2");
        assertThat(botMessages()).isEmpty();
        assertThat(telegram.chaosReport().tooManyRequests()).isEqualTo(1);
    }

    @Test
    void a5xxSendsNothingAndTheSameCallGoesThroughOnceTheChaosStops() {
        telegram.chaos(Chaos.builder(1).serverErrors(1).build());

        // a 502 is a proxy's HTML page: the caller's JSON parse fails (-1)
        int status = statusOf(() -> bot.call("sendMessage", HELLO).status());
        int anotherStatus = statusOf(() -> bot.call("sendMessage", HELLO).status());

        assertThat(botMessages()).isEmpty();
        ChaosReport report = telegram.chaos(Chaos.NONE);
        assertThat(report.serverErrors()).isEqualTo(2);
        assertThat(report.calls()).isEqualTo(2);
        assertThat(List.of(status, anotherStatus)).allMatch(s -> s == 500 || s == -1);

        assertThat(bot.call("sendMessage", HELLO).status()).isEqualTo(200);
        assertThat(botMessages()).containsExactly("hello");
    }

    @Test
    void aResetLeavesNoAnswerAndSendsNothing() {
        telegram.chaos(Chaos.builder(1).connectionResets(1).build());

        assertThatThrownBy(() -> bot.callAsync("sendMessage", HELLO).get()).isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IOException.class);

        assertThat(botMessages()).isEmpty();
        assertThat(telegram.chaosReport().connectionResets()).isEqualTo(1);
    }

    @Test
    void aSlowAnswerIsLateButTheCallIsCarriedOut() {
        telegram.chaos(Chaos.builder(1).slowAnswers(1, Duration.ofMillis(300)).build());

        long start = System.nanoTime();
        BotApiCaller.Answer answer = bot.call("sendMessage", HELLO);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
        assertThat(answer.status()).isEqualTo(200);
        assertThat(botMessages()).containsExactly("hello");
    }

    @Test
    void onlyThePlansMethodsGetFaults() {
        telegram.chaos(Chaos.builder(1).serverErrors(1).methods(List.of("sendPhoto")).build());

        assertThat(bot.call("sendMessage", HELLO).status()).isEqualTo(200);
        assertThat(bot.call("getMe", null).status()).isEqualTo(200);
        assertThat(telegram.chaosReport().calls()).isZero();
    }

    @Test
    void aCompetingPollerTakesTheSecondPollAndNoMore() {
        telegram.chaos(Chaos.builder(1).conflicts(1).build());
        long updateId = telegram.user(42).sends("hi").updateId();

        BotApiCaller.Answer first = bot.call("getUpdates", "{}");
        BotApiCaller.Answer second = bot.call("getUpdates", "{\"offset\":" + (updateId + 1) + "}");
        BotApiCaller.Answer third = bot.call("getUpdates", "{}");

        assertThat(first.result()).hasSize(1);
        assertThat(second.status()).isEqualTo(409);
        assertThat(second.description()).startsWith("Conflict: terminated by other getUpdates request");
        assertThat(third.result()).as("the 409 confirmed nothing: the fake did not act on it").hasSize(1);
        assertThat(telegram.chaosReport().conflicts()).isEqualTo(1);
    }

    @Test
    void theSameSeedGivesTheSameFaults() {
        Chaos plan = Chaos.builder(7).tooManyRequests(0.2).serverErrors(0.2).build();
        telegram.chaos(plan);
        List<Integer> first = statuses(40);
        telegram.chaos(plan);
        List<Integer> second = statuses(40);

        assertThat(second).isEqualTo(first);
        assertThat(first).contains(200, 429).containsAnyOf(500, -1);
    }

    @Test
    void aLostWebhookAnswerHasTheUpdateDeliveredAgain() throws Exception {
        BlockingQueue<String> received = new LinkedBlockingQueue<>();
        app = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        app.createContext("/telegram", exchange -> {
            received.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        app.start();
        bot.call("setWebhook", "{\"url\":\"http://127.0.0.1:" + app.getAddress().getPort() + "/telegram\"}");
        telegram.chaos(Chaos.builder(1).lostWebhookAnswers(1).build());

        telegram.user(42).sends("once");
        String first = received.poll(5, TimeUnit.SECONDS);
        String again = received.poll(5, TimeUnit.SECONDS);
        telegram.chaos(Chaos.NONE);

        assertThat(again).isEqualTo(first);
        assertThat(telegram.chaosReport().lostWebhookAnswers()).isZero();
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (telegram.pendingUpdates() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(telegram.pendingUpdates()).as("confirmed once an answer arrived").isZero();
    }

    @Test
    void theControlApiSetsThePlanAndReportsWhatItDid() {
        FakeTelegramClient client = FakeTelegramClient.connect(telegram.baseUrl());
        // tag::chaos-client[]
        client.chaos(Chaos.builder(42)
                .tooManyRequests(0.01, Duration.ofSeconds(1)) // 429, retry_after 1 s
                .serverErrors(0.02) // 500, or a proxy's 502
                .connectionResets(0.02) // TCP RST, no answer
                .slowAnswers(0.05, Duration.ofMillis(20)) // answered 20 ms late
                .conflicts(1) // one getUpdates: 409, another poller
                .lostWebhookAnswers(0.01) // a delivery the bot confirmed, sent again
                .build());
        // ... the bot under test runs ...
        ChaosReport report = client.chaosReport(); // what was done to it
        // end::chaos-client[]

        assertThat(report.calls()).isZero();
        assertThat(client.chaos().connectionResets()).isEqualTo(0.02);
        assertThat(client.chaos().slowAnswerDelay()).isEqualTo(Duration.ofMillis(20));
        assertThat(client.chaos().methods()).isEqualTo(Chaos.DEFAULT_METHODS);
        client.chaos(Chaos.builder(1).serverErrors(1).build());
        statusOf(() -> bot.call("sendMessage", HELLO).status());
        assertThat(client.chaosReport().serverErrors()).isEqualTo(1);
        assertThat(client.chaos(Chaos.NONE).serverErrors()).isEqualTo(1);
        assertThat(client.chaos().isActive()).isFalse();
        assertThatIllegalArgumentException().isThrownBy(() -> client.chaos(new Chaos(1, 0.9, Duration.ofSeconds(1),
                0.9, 0, 0, Duration.ZERO, 0, 0, List.of())));
        HttpRequest bad = HttpRequest.newBuilder(URI.create(telegram.baseUrl() + "/fake/chaos"))
                .PUT(HttpRequest.BodyPublishers.ofString("{\"server_errors\":2}")).build();
        assertThat(statusOf(() -> {
            try {
                return bot.send(bad).statusCode();
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        })).isEqualTo(400);
    }

    @Test
    void aLongerTranscriptKeepsMore() {
        try (FakeTelegram big = FakeTelegram.builder().transcriptLimit(20_000).start()) {
            for (int i = 0; i < 6_000; i++) {
                big.user(1).sends("m" + i);
            }
            assertThat(big.transcript()).hasSize(6_000);
        }
        assertThatIllegalArgumentException().isThrownBy(() -> FakeTelegram.builder().transcriptLimit(0));
    }

    private List<Integer> statuses(int count) {
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            statuses.add(statusOf(() -> bot.call("sendMessage", HELLO).status()));
        }
        return statuses;
    }

    /** @return the status, or -1 when the answer was no JSON (a proxy's HTML page) */
    private static int statusOf(java.util.function.IntSupplier call) {
        try {
            return call.getAsInt();
        } catch (IllegalStateException | IllegalArgumentException e) {
            return -1;
        }
    }

    private List<String> botMessages() {
        return telegram.transcript(42).stream().filter(e -> e.from() == TranscriptEntry.From.BOT)
                .map(TranscriptEntry::text).toList();
    }
}
