package io.github.quarkustelegram.runtime.updates.polling;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.error.UnauthorizedException;
import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.resilience.VirtualScheduler;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;

/**
 * The poll loop on scripted calls and a manual clock: every wait is a timer the test fires, every answer one it
 * scripted; nothing runs on another thread.
 */
class PollLoopTest {

    static final Duration INITIAL = Duration.ofMillis(100);
    static final PollSettings SETTINGS = new PollSettings(Duration.ofSeconds(50), 100, null, INITIAL,
            Duration.ofMillis(400), 3, Duration.ofSeconds(10), false);

    final VirtualScheduler clock = new VirtualScheduler();
    final Deque<Uni<List<Update>>> answers = new ArrayDeque<>();
    final List<@Nullable Integer> offsets = new ArrayList<>();
    int webhookDeletions;

    final PollCalls calls = new PollCalls() {
        @Override
        public Uni<List<Update>> getUpdates(GetUpdates request) {
            offsets.add(request.offset());
            Uni<List<Update>> next = answers.poll();
            return next == null ? Uni.createFrom().nothing() : next;
        }

        @Override
        public Uni<Boolean> deleteWebhook(DeleteWebhook request) {
            webhookDeletions++;
            return Uni.createFrom().item(true);
        }
    };

    /** The handlings the sink began, by update id: the test completes them. */
    final Map<Integer, CompletableFuture<Void>> handlings = new ConcurrentHashMap<>();
    final Function<Update, Uni<Void>> pending = update -> Uni.createFrom()
            .completionStage(handlings.computeIfAbsent(update.updateId(), id -> new CompletableFuture<>()));

    static Uni<List<Update>> answer(int... ids) {
        List<Update> updates = new ArrayList<>();
        for (int id : ids) {
            updates.add(Update.builder(id).build());
        }
        return Uni.createFrom().item(updates);
    }

    PollLoop loop(Function<Update, Uni<Void>> sink, PollSettings settings) {
        return new PollLoop(calls, sink, () -> false, settings, clock, new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY),
                PollerLease.ALONE);
    }

    @Test
    void eachUpdateArrivesAtTheSinkBeforeTheLedgerIsAskedWhereItMayWaitForItsChatsTurn() {
        answers.add(answer(1, 2));
        List<Integer> arrived = new ArrayList<>();
        CompletableFuture<Admission> turn = new CompletableFuture<>();
        UpdateLedger waiting = new UpdateLedger() { // the chat's turn is held elsewhere (a stream the update stops)
            @Override
            public Admission admit(Update update) {
                return new Admission.Later(turn);
            }

            @Override
            public void settle(Update update, boolean handled) {
            }
        };
        new PollLoop(calls, pending, update -> arrived.add(update.updateId()), () -> false, SETTINGS, clock, waiting,
                PollerLease.ALONE).start();

        assertThat(arrived).containsExactly(1, 2);
        assertThat(handlings).as("both wait for the turn").isEmpty();
    }

    @Test
    void theNextPollGoesOnceTheWholeBatchIsDoneWithTheOffsetPastItsLastUpdate() {
        answers.add(answer(1, 2, 3));
        PollLoop loop = loop(pending, SETTINGS);
        loop.start();
        assertThat(handlings).as("every update at once").containsOnlyKeys(1, 2, 3);

        handlings.get(3).complete(null);
        handlings.get(2).complete(null);
        assertThat(loop.status().offset()).as("1 still being handled").isNull();
        assertThat(loop.status().unconfirmed()).isEqualTo(3);
        assertThat(offsets).hasSize(1);

        handlings.get(1).complete(null);
        assertThat(loop.status().offset()).isEqualTo(4);
        assertThat(offsets).containsExactly(null, 4);
        assertThat(loop.status().unconfirmed()).isZero();
    }

    @Test
    void aSinkThatStartsAwaitingLaterUpdatesMidBatchIsPolledAheadFor() {
        answers.add(answer(1));
        answers.add(answer(2)); // the stop of the answer update 1 streams
        AtomicBoolean streaming = new AtomicBoolean();
        PollLoop loop = new PollLoop(calls, pending, streaming::get, SETTINGS, clock,
                new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY), PollerLease.ALONE);
        loop.start();
        clock.advance(Duration.ofSeconds(1));
        assertThat(offsets).as("nothing awaited: the batch is handled first").hasSize(1);

        streaming.set(true);
        loop.laterUpdatesAwaited();
        clock.advance(PollLoop.POLL_AHEAD_PAUSE);

        assertThat(offsets).as("polled ahead, confirming nothing").containsExactly(null, null);
        assertThat(handlings).as("the later update handed over while 1 is handled").containsOnlyKeys(1, 2);
    }

    @Test
    void failedPollsWaitTheDoublingBackoffAndASuccessResetsTheStreak() {
        for (int i = 0; i < 3; i++) {
            answers.add(Uni.createFrom().failure(new IOException("down")));
        }
        answers.add(Uni.createFrom().item(List.of()));
        PollLoop loop = loop(pending, SETTINGS);
        loop.start();

        assertThat(clock.pendingDelays()).containsExactly(INITIAL);
        clock.advance(INITIAL);
        assertThat(clock.pendingDelays()).containsExactly(Duration.ofMillis(200));
        clock.advance(Duration.ofMillis(200));
        assertThat(clock.pendingDelays()).containsExactly(Duration.ofMillis(400));
        assertThat(loop.status().failuresInARow()).isEqualTo(3);
        assertThat(loop.status().idle()).as("a wait it chose is no idleness").isZero();

        clock.advance(Duration.ofMillis(400));
        assertThat(loop.status().failuresInARow()).isZero();
        assertThat(loop.status().sinceLastSuccess()).isZero();
        // the empty answer came at once: a pause, not a busy loop
        assertThat(clock.pendingDelays()).containsExactly(INITIAL);
        assertThat(offsets).hasSize(4);
    }

    @Test
    void unauthorizedFailsTheLoopWithoutATimer() {
        answers.add(Uni.createFrom().failure(new UnauthorizedException("getUpdates", "Unauthorized")));
        PollLoop loop = loop(pending, SETTINGS);
        loop.start();
        assertThat(loop.status().phase()).isEqualTo(PollPhase.FAILED);
        assertThat(clock.pendingDelays()).isEmpty();
        assertThat(loop.stop()).isCompleted();
    }

    @Test
    void aWebhookFoundSetIsDeletedWhenToldToThenPollingGoesOn() {
        answers.add(Uni.createFrom().failure(new ConflictException("getUpdates", "Conflict: webhook is active")));
        answers.add(answer(9));
        PollLoop loop = loop(pending, new PollSettings(Duration.ofSeconds(50), 100, null, INITIAL,
                Duration.ofMillis(400), 3, Duration.ofSeconds(10), true));
        loop.start();
        assertThat(webhookDeletions).isEqualTo(1);
        assertThat(loop.status().phase()).isEqualTo(PollPhase.RUNNING);
        assertThat(handlings).containsOnlyKeys(9);
    }

    @Test
    void aFailingUpdateIsTriedAgainAfterTheInitialBackoffThenSkipped() {
        answers.add(answer(5, 6));
        List<Integer> tried = new ArrayList<>();
        PollLoop loop = loop(update -> {
            tried.add(update.updateId());
            return update.updateId() == 5 ? Uni.createFrom().failure(new IllegalStateException("poison"))
                    : Uni.createFrom().voidItem();
        }, SETTINGS);
        loop.start();
        assertThat(tried).containsExactly(5, 6);
        assertThat(loop.status().offset()).as("6 done, not past 5").isNull();

        clock.advance(INITIAL);
        clock.advance(INITIAL);
        assertThat(tried).containsExactly(5, 6, 5, 5);
        assertThat(loop.status().offset()).as("5 skipped after its third attempt").isEqualTo(7);
        assertThat(offsets).containsExactly(null, 7);
    }

    @Test
    void aStopWaitsForTheHandlingsInFlightThenForgetsThemAfterTheDrainTimeout() {
        answers.add(answer(1, 2));
        PollLoop loop = loop(pending, SETTINGS);
        loop.start();
        handlings.get(1).complete(null);

        CompletableFuture<Void> stopped = loop.stop().toCompletableFuture();
        assertThat(loop.status().phase()).isEqualTo(PollPhase.STOPPING);
        assertThat(stopped).isNotDone();
        assertThat(loop.status().offset()).isEqualTo(2);

        clock.advance(Duration.ofSeconds(10));
        assertThat(stopped).isCompleted();
        assertThat(loop.status().phase()).isEqualTo(PollPhase.STOPPED);
        assertThat(loop.status().offset()).as("2 not confirmed: received again").isEqualTo(2);

        answers.add(answer(2));
        handlings.clear();
        loop.start();
        assertThat(handlings).as("handled again: its handling was cancelled, not remembered").containsOnlyKeys(2);
        assertThat(offsets).containsExactly(null, 2);
    }

    @Test
    void theLogCategoryIsThePublicFaces() {
        assertThat(PollLoop.LOG_CATEGORY).isEqualTo("io.github.quarkustelegram.updates.LongPoller");
    }
}
