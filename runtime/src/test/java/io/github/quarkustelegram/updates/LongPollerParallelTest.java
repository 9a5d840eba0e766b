package io.github.quarkustelegram.updates;

import static io.github.quarkustelegram.updates.LongPollerTest.FAST;
import static io.github.quarkustelegram.updates.LongPollerTest.await;
import static io.github.quarkustelegram.updates.LongPollerTest.offsets;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.PerChatScheduler;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.smallrye.mutiny.Uni;

/**
 * {@link LongPoller} hands a batch to the sink without waiting for each update; the sink here orders per chat as the
 * dispatcher does (its {@link PerChatScheduler}). Chat {@value #A} blocks on update 2 until released; chat {@value #B}
 * never blocks.
 */
@Timeout(60)
class LongPollerParallelTest {

    static final int A = 1;
    static final int B = 2;
    /** Updates 2 and 4 are chat A's, the others chat B's. */
    static final long[] IDS = { 1, 2, 3, 4, 5 };

    PollingBed bed;
    FakeBotApiServer api;
    final List<Integer> finished = new CopyOnWriteArrayList<>();
    final CompletableFuture<Void> releaseA = new CompletableFuture<>();
    final CompletableFuture<Void> aStarted = new CompletableFuture<>();

    @BeforeEach
    void setUp() {
        bed = new PollingBed();
        api = bed.api;
        bed.messages(id -> id % 2 == 0 ? A : B, IDS);
    }

    @AfterEach
    void tearDown() throws Exception {
        releaseA.complete(null);
        bed.close();
    }

    LongPoller poller(UpdateSink sink, PollingOptions options) {
        return bed.poller(sink, options);
    }

    /** Per chat in order, chats in parallel; update 2 (chat A) waits for {@link #releaseA}. */
    UpdateSink perChat() {
        PerChatScheduler scheduler = new PerChatScheduler(4, 100);
        return update -> scheduler.submit(chat(update), () -> {
            if (update.updateId() == 2) {
                aStarted.complete(null);
                return Uni.createFrom().completionStage(releaseA)
                        .invoke(() -> finished.add(update.updateId()));
            }
            finished.add(update.updateId());
            return Uni.createFrom().voidItem();
        });
    }

    static long chat(Update update) {
        return update.message().chat().id();
    }

    @Test
    void aBlockedChatDoesNotHoldBackTheOtherChatsOfTheBatch() throws Exception {
        LongPoller poller = poller(perChat(), FAST);
        poller.start();

        await("chat B's updates 1, 3 and 5", () -> finished.containsAll(List.of(1, 3, 5)));
        assertThat(aStarted).isDone();
        assertThat(finished).as("chat A's 4 waits behind its 2").containsExactly(1, 3, 5);

        releaseA.complete(null);
        await("all five", () -> finished.size() == 5);
        assertThat(finished.subList(3, 5)).containsExactly(2, 4);
        await("offset 6", () -> Integer.valueOf(6).equals(poller.offset()));
    }

    @Test
    void theOffsetNeverPassesAnUnfinishedUpdate() throws Exception {
        LongPoller poller = poller(perChat(), FAST);
        poller.start();
        await("chat B's updates", () -> finished.containsAll(List.of(1, 3, 5)));
        Thread.sleep(500);

        assertThat(poller.offset()).as("1 finished; 2 did not, so neither 3 nor 5 is confirmed").isEqualTo(2);
        assertThat(offsets(api.requests("getUpdates"))).as("no new poll while the batch is unfinished")
                .containsExactly("none");

        releaseA.complete(null);
        // the fake records a poll on arrival and takes its offset as confirmed when it answers: wait for the latter
        await("the confirming poll", () -> offsets(api.requests("getUpdates")).contains("6"));
        await("offset 6 confirmed to Telegram", () -> bed.telegram.pendingUpdates() == 0);
    }

    @Test
    void aRestartAfterAStopMidBatchHandlesTheUnfinishedUpdatesAgainAndTheFinishedOnesNot() throws Exception {
        AtomicReference<UpdateSink> sink = new AtomicReference<>(perChat());
        LongPoller first = poller(update -> sink.get().accept(update), FAST.withDrainTimeout(Duration.ofMillis(300)));
        first.start();
        await("chat B's updates", () -> finished.containsAll(List.of(1, 3, 5)));

        CompletableFuture<Void> stopped = first.stop().toCompletableFuture();
        assertThat(first.state()).as("waiting for chat A").isEqualTo(LongPoller.State.STOPPING);
        stopped.get(5, TimeUnit.SECONDS);
        assertThat(first.offset()).isEqualTo(2);
        assertThat(finished).doesNotContain(2, 4);

        // started again (the handlers now unblocked): it resumes from its offset, and Telegram sends from there
        List<Integer> second = new CopyOnWriteArrayList<>();
        sink.set(update -> {
            second.add(update.updateId());
            return Uni.createFrom().voidItem();
        });
        first.start();
        await("update 4 again", () -> second.contains(4));
        await("offset 6", () -> Integer.valueOf(6).equals(first.offset()));
        first.stop().toCompletableFuture().get(5, TimeUnit.SECONDS);

        assertThat(second).as("the unfinished 2 and 4 again; 3 and 5, received again too, were handled already")
                .containsExactly(2, 4);
    }

    @Test
    void stopWaitsForEveryUpdateInFlightThenConfirmsThem() throws Exception {
        LongPoller poller = poller(perChat(), FAST);
        poller.start();
        await("chat B's updates", () -> finished.containsAll(List.of(1, 3, 5)));

        CompletableFuture<Void> stopped = poller.stop().toCompletableFuture();
        Thread.sleep(200);
        assertThat(stopped).as("stop drains chat A").isNotDone();
        releaseA.complete(null);
        stopped.get(5, TimeUnit.SECONDS);

        assertThat(finished).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
        assertThat(poller.offset()).isEqualTo(6);
        assertThat(poller.state()).isEqualTo(LongPoller.State.STOPPED);
    }
}
