package io.github.quarkustelegram.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.model.UpdateType;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.smallrye.mutiny.Uni;

/**
 * {@link LongPoller} against the fake Telegram through a real client, with one-second long polls; the failures are
 * scripts that take getUpdates over from the fake.
 */
@Timeout(60)
class LongPollerTest {

    static final String POLLER_LOGGER = LongPoller.class.getName();
    static final PollingOptions FAST = PollingOptions.defaults()
            .withTimeout(Duration.ofSeconds(1))
            .withBackoff(Duration.ofMillis(100), Duration.ofMillis(400))
            .withDrainTimeout(Duration.ofSeconds(5));

    PollingBed bed;
    FakeBotApiServer api;
    final List<Integer> received = new CopyOnWriteArrayList<>();

    @BeforeEach
    void setUp() {
        bed = new PollingBed();
        api = bed.api;
    }

    @AfterEach
    void tearDown() throws Exception {
        bed.close();
    }

    LongPoller poller(UpdateSink sink, PollingOptions options) {
        return bed.poller(sink, options);
    }

    UpdateSink recording() {
        return update -> {
            received.add(update.updateId());
            return Uni.createFrom().voidItem();
        };
    }

    static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Timed out waiting for " + what);
            }
            Thread.sleep(10);
        }
    }

    static List<String> offsets(List<RecordedRequest> requests) {
        return requests.stream().map(r -> r.json().hasNonNull("offset") ? r.json().get("offset").asText() : "none")
                .toList();
    }

    /** An update of the fake's format, for a getUpdates a test scripts. */
    static String update(int id) {
        return "{\"update_id\":" + id + ",\"message\":{\"message_id\":" + id
                + ",\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"m" + id + "\"}}";
    }

    @Test
    void handsUpdatesOverInOrderAndConfirmsEachBatch() throws Exception {
        bed.messages(id -> 42, 1, 2, 3, 4, 5);
        LongPoller poller = poller(recording(), FAST.withLimit(2)
                .withAllowedUpdates(List.of(UpdateType.MESSAGE, UpdateType.CALLBACK_QUERY)));

        poller.start();
        await("5 updates", () -> received.size() == 5);
        await("the confirming poll", () -> api.requests("getUpdates").size() >= 4);
        poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);

        assertThat(received).containsExactly(1, 2, 3, 4, 5);
        assertThat(poller.offset()).isEqualTo(6);
        List<RecordedRequest> requests = api.requests("getUpdates");
        assertThat(offsets(requests).subList(0, 4)).containsExactly("none", "3", "5", "6");
        await("every update confirmed to Telegram", () -> bed.telegram.pendingUpdates() == 0);
        JsonNode first = requests.get(0).json();
        assertThat(first.get("timeout").asInt()).isEqualTo(1);
        assertThat(first.get("limit").asInt()).isEqualTo(2);
        assertThat(first.get("allowed_updates").toString()).isEqualTo("[\"message\",\"callback_query\"]");
        assertThat(poller.state()).isEqualTo(LongPoller.State.STOPPED);
    }

    @Test
    void doesNotConfirmAnUpdateWhoseHandlingFails() throws Exception {
        bed.messages(id -> 42, 1, 2, 3);
        LongPoller poller = poller(update -> {
            received.add(update.updateId());
            return update.updateId() == 2 ? Uni.createFrom().failure(new IllegalStateException("handler broke"))
                    : Uni.createFrom().voidItem();
        }, FAST.withMaxHandlingAttempts(100).withBackoff(Duration.ofMillis(200), Duration.ofMillis(400)));

        poller.start();
        await("update 2 tried three times", () -> received.stream().filter(id -> id == 2).count() >= 3);

        assertThat(poller.offset()).as("update 3 was handled alongside, but not confirmed past 2").isEqualTo(2);
        assertThat(received).startsWith(1, 2).contains(3);
        assertThat(received.stream().filter(id -> id == 3)).as("a finished update is not handled again").hasSize(1);
        assertThat(offsets(api.requests("getUpdates"))).containsOnly("none");
        poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
        assertThat(poller.offset()).isEqualTo(2);
    }

    @Test
    void skipsAPoisonUpdateAfterTheLastAttemptWithOneError() throws Exception {
        bed.messages(id -> 42, 1, 2, 3);
        try (var logs = LogCapture.start()) {
            LongPoller poller = poller(update -> {
                received.add(update.updateId());
                return update.updateId() == 2 ? Uni.createFrom().failure(new IllegalStateException("poison"))
                        : Uni.createFrom().voidItem();
            }, FAST.withMaxHandlingAttempts(3));

            poller.start();
            await("update 2 skipped", () -> Integer.valueOf(4).equals(poller.offset()));
            poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);

            assertThat(received).containsExactlyInAnyOrder(1, 2, 2, 2, 3);
            assertThat(poller.offset()).isEqualTo(4);
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("ERROR " + POLLER_LOGGER))
                    .singleElement().asString().contains("Update 2 failed 3 time(s); skipped").contains("poison");
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("WARN " + POLLER_LOGGER))
                    .singleElement().asString().contains("Handling update 2 failed");
        }
    }

    @Test
    void aStopWhileHandlingLosesNoUpdate() throws Exception {
        bed.messages(id -> 42, 1, 2, 3);
        CompletableFuture<Void> release = new CompletableFuture<>();
        CompletableFuture<Void> inHandler = new CompletableFuture<>();
        LongPoller first = poller(update -> {
            received.add(update.updateId());
            if (update.updateId() == 2) {
                inHandler.complete(null);
                return Uni.createFrom().completionStage(release);
            }
            return Uni.createFrom().voidItem();
        }, FAST.withLimit(1));

        first.start();
        inHandler.get(10, TimeUnit.SECONDS);
        CompletableFuture<Void> stopped = first.stop().toCompletableFuture();
        Thread.sleep(200);
        assertThat(stopped).as("stop waits for the update being handled").isNotDone();
        assertThat(first.state()).isEqualTo(LongPoller.State.STOPPING);
        release.complete(null);
        stopped.get(5, TimeUnit.SECONDS);

        assertThat(received).containsExactly(1, 2);
        assertThat(first.offset()).as("update 2 finished: confirmed in memory").isEqualTo(3);
        assertThat(bed.telegram.pendingUpdates()).as("but Telegram was not told yet: it still has 2 and 3")
                .isEqualTo(2);

        // another poller (an application restarted): Telegram sends again everything not confirmed to it
        List<Integer> second = new CopyOnWriteArrayList<>();
        LongPoller restarted = poller(update -> {
            second.add(update.updateId());
            return Uni.createFrom().voidItem();
        }, FAST);
        restarted.start();
        await("update 3", () -> second.contains(3));
        restarted.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
        assertThat(second).containsExactly(2, 3);

        // the same poller started again resumes from its offset
        // (the restarted poller's cancelled poll may still arrive late: it carries offset 4, the first poller's 3)
        int before = api.requests("getUpdates").size();
        first.start();
        await("a poll of the first poller again, from its offset 3", () -> {
            List<RecordedRequest> polls = api.requests("getUpdates"); // once: more may arrive meanwhile
            return polls.subList(before, polls.size()).stream().anyMatch(r -> r.json().path("offset").asInt() == 3);
        });
        first.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
    }

    @Test
    void aConflictStopsPollingWithOneError() throws Exception {
        api.stub("getUpdates", FakeReply.error(409,
                "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"));
        try (var logs = LogCapture.start()) {
            LongPoller poller = poller(recording(), FAST);
            poller.start();
            await("failed", () -> poller.state() == LongPoller.State.FAILED);
            Thread.sleep(500);

            assertThat(api.requests("getUpdates")).hasSize(1);
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("ERROR " + POLLER_LOGGER))
                    .singleElement().asString().contains("409").contains("delete it (deleteWebhook)");
        }
    }

    @Test
    void anotherPollerWithTheSameTokenIsWaitedOutWithOneWarn() throws Exception {
        FakeReply conflict = FakeReply.error(409,
                "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running");
        api.stub("getUpdates", conflict, conflict, conflict, FakeReply.ok("[{\"update_id\":7}]"),
                FakeReply.ok("[]"));
        try (var logs = LogCapture.start()) {
            LongPoller poller = poller(recording(), FAST);
            poller.start();
            await("update 7 after three conflicts", () -> received.contains(7));

            assertThat(poller.state()).isEqualTo(LongPoller.State.RUNNING);
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("WARN " + POLLER_LOGGER))
                    .singleElement().asString().contains("another instance polls");
            assertThat(logs.lines()).noneMatch(l -> l.startsWith("ERROR " + POLLER_LOGGER));
            poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void aWebhookFoundSetIsDeletedWhenPollingIsToldTo() throws Exception {
        api.stub("getUpdates", FakeReply.error(409,
                "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"),
                FakeReply.ok("[{\"update_id\":8}]"), FakeReply.ok("[]"));
        api.stub("deleteWebhook", FakeReply.okTrue());
        LongPoller poller = poller(recording(), FAST.withDeleteWebhook(true));

        poller.start();
        await("update 8 after the webhook was deleted", () -> received.contains(8));

        assertThat(api.takeRequest("deleteWebhook").json().path("drop_pending_updates").asBoolean(true)).isFalse();
        assertThat(poller.state()).isEqualTo(LongPoller.State.RUNNING);
        poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
    }

    @Test
    void aHugeRetryAfterIsCappedAndPollingGoesOn() throws Exception {
        api.stub("getUpdates", FakeReply.tooManyRequests(Integer.MAX_VALUE));
        try (var logs = LogCapture.start()) {
            LongPoller poller = poller(recording(), FAST);
            poller.start();
            await("the capped wait", () -> logs.lines().stream().anyMatch(l -> l.contains("capped")));

            assertThat(poller.state()).isEqualTo(LongPoller.State.RUNNING);
            assertThat(logs.lines()).anySatisfy(l -> assertThat(l).contains("polling again in 3600 s"));
            poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void aRejectedTokenStopsPollingWithOneError() throws Exception {
        api.stub("getUpdates", FakeReply.error(401, "Unauthorized"));
        try (var logs = LogCapture.start()) {
            LongPoller poller = poller(recording(), FAST);
            poller.start();
            await("failed", () -> poller.state() == LongPoller.State.FAILED);
            Thread.sleep(500);

            assertThat(api.requests("getUpdates")).hasSize(1);
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("ERROR " + POLLER_LOGGER))
                    .singleElement().asString().contains("401").contains("quarkus.telegram.bot.token");
        }
    }

    @Test
    void honoursRetryAfter() throws Exception {
        api.stub("getUpdates", FakeReply.tooManyRequests(1), FakeReply.ok("[" + update(7) + "]"),
                FakeReply.ok("[]").after(Duration.ofMillis(300)));
        LongPoller poller = poller(recording(), FAST);
        long started = System.nanoTime();
        poller.start();
        await("update 7", () -> received.contains(7));

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofSeconds(1));
        assertThat(api.requests("getUpdates").size()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void backsOffOnNetworkErrorsAndServerErrorsAndRecovers() throws Exception {
        api.stub("getUpdates", FakeReply.closeConnection(), FakeReply.resetConnection(),
                FakeReply.error(502, "Bad Gateway"), FakeReply.ok("[" + update(9) + "]"),
                FakeReply.ok("[]").after(Duration.ofMillis(300)));
        try (var logs = LogCapture.start()) {
            LongPoller poller = poller(recording(), FAST);
            long started = System.nanoTime();
            poller.start();
            await("update 9", () -> received.contains(9));

            // waits of 100, 200 and 400 ms
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofMillis(700));
            assertThat(received).containsExactly(9);
            assertThat(poller.state()).isEqualTo(LongPoller.State.RUNNING);
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("WARN " + POLLER_LOGGER)).hasSize(1);
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("INFO " + POLLER_LOGGER))
                    .anyMatch(l -> l.contains("works again after 3 failures"));
        }
    }

    /**
     * The poller is the retry layer of its getUpdates: on a client that retries (the application's, in Quarkus) a failed
     * poll is not repeated underneath it, silently; the poller sees the failure, says so once, and waits its backoff.
     */
    @Test
    void theClientsRetryLeavesThePollersGetUpdatesAlone() throws Exception {
        api.stub("getUpdates", FakeReply.error(502, "Bad Gateway"), FakeReply.ok("[" + update(9) + "]"),
                FakeReply.ok("[]").after(Duration.ofMillis(300)));
        RetryPolicy eager = RetryPolicy.builder().jitter(false).initialBackoff(Duration.ofMillis(1)).maxAttempts(5)
                .build();
        try (var logs = LogCapture.start();
                TelegramClient retrying = TelegramClient.builder().token(PollingBed.TOKEN)
                        .baseUrl(bed.telegram.baseUrl()).retry(eager).build()) {
            LongPoller poller = new LongPoller(retrying.reactiveBot(), recording(), FAST,
                    ResilienceScheduler.system());
            try {
                poller.start();
                await("update 9", () -> received.contains(9));
            } finally {
                poller.stop().toCompletableFuture().get(10, TimeUnit.SECONDS);
            }
            assertThat(logs.lines()).filteredOn(l -> l.startsWith("WARN " + POLLER_LOGGER))
                    .as("the poller saw the 502 itself").hasSize(1);
        }
    }

    @Test
    void stopCancelsTheLongPollPromptly() throws Exception {
        api.stub("getUpdates", FakeReply.ok("[]").after(Duration.ofSeconds(30)));
        LongPoller poller = poller(recording(), FAST.withTimeout(Duration.ofSeconds(25)));
        poller.start();
        RecordedRequest poll = api.takeRequest("getUpdates");
        assertThat(poll.json().get("timeout").asInt()).isEqualTo(25);

        long started = System.nanoTime();
        poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(1));
        assertThat(poller.state()).isEqualTo(LongPoller.State.STOPPED);
        poll.clientDisconnected().get(5, TimeUnit.SECONDS);
        assertThat(api.requests("getUpdates")).hasSize(1);
    }

    @Test
    void stopCancelsTheLongPollPromptlyThroughRetryAndFloodControl() throws Exception {
        api.stub("getUpdates", FakeReply.ok("[]").after(Duration.ofSeconds(30)));
        try (TelegramClient resilient = TelegramClient.builder().token("123456:polling-token").baseUrl(api.baseUrl())
                .retry(RetryPolicy.defaults()).floodControl(FloodControlLimits.defaults()).build()) {
            LongPoller poller = new LongPoller(resilient.reactiveBot(), recording(),
                    FAST.withTimeout(Duration.ofSeconds(25)), ResilienceScheduler.system());
            poller.start();
            RecordedRequest poll = api.takeRequest("getUpdates");

            long started = System.nanoTime();
            poller.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(1));
            poll.clientDisconnected().get(5, TimeUnit.SECONDS);
            assertThat(api.requests("getUpdates")).hasSize(1);
        }
    }
}
