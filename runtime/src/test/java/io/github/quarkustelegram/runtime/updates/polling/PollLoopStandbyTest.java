package io.github.quarkustelegram.runtime.updates.polling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.resilience.VirtualScheduler;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.smallrye.mutiny.Uni;

/**
 * The poll loop of one instance among several: it sends getUpdates only while its instance holds the poller lease,
 * on scripted calls and a manual clock.
 */
class PollLoopStandbyTest {

    /** A lease the test hands over. */
    static final class TestLease implements PollerLease {
        private boolean held;
        private Runnable changed = () -> {
        };

        @Override
        public void start(Runnable changed) {
            this.changed = changed;
        }

        @Override
        public boolean held() {
            return held;
        }

        void set(boolean now) {
            held = now;
            changed.run();
        }
    }

    final VirtualScheduler clock = new VirtualScheduler();
    final Deque<Uni<List<Update>>> answers = new ArrayDeque<>();
    final List<@Nullable Integer> offsets = new ArrayList<>();
    final PollCalls calls = new PollCalls() {
        @Override
        public Uni<List<Update>> getUpdates(GetUpdates request) {
            offsets.add(request.offset());
            Uni<List<Update>> next = answers.poll();
            return next == null ? Uni.createFrom().nothing() : next;
        }

        @Override
        public Uni<Boolean> deleteWebhook(DeleteWebhook request) {
            return Uni.createFrom().item(true);
        }
    };
    final Map<Integer, CompletableFuture<Void>> handlings = new ConcurrentHashMap<>();
    final Function<Update, Uni<Void>> pending = update -> Uni.createFrom()
            .completionStage(handlings.computeIfAbsent(update.updateId(), id -> new CompletableFuture<>()));
    final TestLease lease = new TestLease();
    final PollLoop loop = new PollLoop(calls, pending, () -> false, PollLoopTest.SETTINGS, clock,
            new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY), lease);

    @Test
    void aStandbySendsNoGetUpdatesAndIsNotIdle() {
        loop.start();
        assertThat(offsets).as("another instance polls").isEmpty();
        assertThat(loop.status().standby()).isTrue();
        assertThat(loop.status().phase()).isEqualTo(PollPhase.RUNNING);
        clock.advance(Duration.ofMinutes(5));
        assertThat(loop.status().idle()).as("waiting for the lease is no idleness").isZero();
        assertThat(clock.pendingDelays()).as("it waits to be told, on no timer").isEmpty();
    }

    @Test
    void takingTheLeasePollsOnceHoweverOftenItIsTold() {
        loop.start();
        lease.set(true);
        lease.set(true);
        assertThat(offsets).containsExactly((Integer) null);
        assertThat(loop.status().standby()).isFalse();
    }

    @Test
    void losingTheLeaseCancelsTheLongPollInFlight() {
        AtomicInteger cancelled = new AtomicInteger();
        answers.add(Uni.createFrom().<List<Update>> nothing().onCancellation().invoke(cancelled::incrementAndGet));
        loop.start();
        lease.set(true);
        assertThat(offsets).hasSize(1);

        lease.set(false);
        assertThat(cancelled).as("no getUpdates of this instance outlives its lease").hasValue(1);
        assertThat(loop.status().standby()).isTrue();
        assertThat(offsets).hasSize(1);

        answers.add(PollLoopTest.answer(5, 6));
        lease.set(true);
        assertThat(offsets).hasSize(2);
        assertThat(handlings).containsOnlyKeys(5, 6);
    }

    @Test
    void aBatchBeingHandledWhenTheLeaseIsLostFinishesAndNoOtherGetUpdatesGoesOut() {
        answers.add(PollLoopTest.answer(5, 6));
        loop.start();
        lease.set(true);
        lease.set(false);
        handlings.get(5).complete(null);
        handlings.get(6).complete(null);
        assertThat(loop.status().offset()).isEqualTo(7);
        assertThat(offsets).as("the next getUpdates waits for the lease").hasSize(1);
        assertThat(loop.status().standby()).isTrue();

        lease.set(true);
        assertThat(offsets).containsExactly(null, 7);
    }

    @Test
    void aStoppedLoopIgnoresTheLease() {
        loop.start();
        loop.stop();
        lease.set(true);
        assertThat(offsets).isEmpty();
        assertThat(loop.status().phase()).isEqualTo(PollPhase.STOPPED);
    }
}
