package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.broadcasts.StoredMessage;

/**
 * The contract of a {@link BroadcastStore}: each implementation's test extends it (in memory, on Redis). What only one
 * implementation does (a key's layout, Redis going away) is tested in its subclass.
 */
public abstract class AbstractBroadcastStoreTest {

    /** When the tests' broadcasts start. */
    protected static final Instant T0 = Instant.parse("2026-12-06T10:00:00Z");
    /** The state a new broadcast is in. */
    protected static final Set<BroadcastState> PREPARING = Set.of(BroadcastState.PREPARING);

    /** @return a store with nothing in it (its own keys) */
    protected abstract BroadcastStore store();

    /**
     * Makes {@code sender} the holder of the senders' lock (a shared store refuses the others).
     *
     * @param sender an instance's name
     */
    protected abstract void holdLock(String sender);

    /** @return whether the store refuses senders that do not hold the lock (a shared one does) */
    protected abstract boolean fencesSenders();

    /** @return the item of {@code uni}, waited for at most ten seconds */
    protected static <T> T await(io.smallrye.mutiny.Uni<T> uni) {
        return uni.await().atMost(Duration.ofSeconds(10));
    }

    private BroadcastStore running(String id, long... chats) {
        BroadcastStore store = store();
        await(store.create(id, "news", "{\"m\":1}", false, T0));
        await(store.addRecipients(id, chats));
        assertThat(await(store.transition(id, PREPARING, BroadcastState.RUNNING, T0))).isTrue();
        return store;
    }

    @Test
    void aBroadcastKeepsWhatItSendsAndItsRecipientsInOrder() {
        BroadcastStore store = store();
        holdLock("a");
        await(store.create("b1", "news", "{\"m\":1}", true, T0));
        await(store.addRecipients("b1", new long[] { 10, 11 }));
        await(store.addRecipients("b1", new long[] { 12 }));
        StoredBroadcast prepared = await(store.find("b1"));
        assertThat(prepared.state()).isEqualTo(BroadcastState.PREPARING);
        assertThat(prepared.total()).isEqualTo(3);
        assertThat(prepared.message()).isEqualTo("{\"m\":1}");
        assertThat(prepared.paid()).isTrue();
        assertThat(prepared.createdAt()).isEqualTo(T0);
        // nothing is taken before it runs
        assertThat(await(store.claim("b1", "a", 10))).isEmpty();
        assertThat(await(store.transition("b1", PREPARING, BroadcastState.RUNNING, T0))).isTrue();
        assertThat(await(store.claim("b1", "a", 2))).containsExactly(new RecipientClaim(0, 10, false),
                new RecipientClaim(1, 11, false));
        assertThat(await(store.claim("b1", "a", 2))).containsExactly(new RecipientClaim(2, 12, false));
        assertThat(await(store.claim("b1", "a", 2))).isEmpty();
        StoredBroadcast taken = await(store.find("b1"));
        assertThat(taken.next()).isEqualTo(3);
        assertThat(taken.inFlight()).isEqualTo(3);
        assertThat(taken.left()).isEqualTo(3);
    }

    @Test
    void settlingCountsEachOutcomeAndTheLastEndsTheBroadcast() {
        holdLock("a");
        BroadcastStore store = running("b2", 1, 2, 3, 4);
        List<RecipientClaim> claims = await(store.claim("b2", "a", 4));
        Instant end = T0.plusSeconds(9);
        assertThat(await(store.settle("b2", "a", 0, RecipientOutcome.SENT, false, T0))).isTrue();
        assertThat(await(store.settle("b2", "a", 1, RecipientOutcome.SENT, true, T0))).isTrue();
        assertThat(await(store.settle("b2", "a", 2, RecipientOutcome.UNREACHABLE, false, T0))).isTrue();
        // settled once only
        assertThat(await(store.settle("b2", "a", 2, RecipientOutcome.SENT, false, T0))).isFalse();
        assertThat(await(store.find("b2")).state()).isEqualTo(BroadcastState.RUNNING);
        assertThat(await(store.settle("b2", "a", claims.get(3).index(), RecipientOutcome.FAILED, false, end)))
                .isTrue();
        StoredBroadcast done = await(store.find("b2"));
        assertThat(done.state()).isEqualTo(BroadcastState.DONE);
        assertThat(done.endedAt()).isEqualTo(end);
        assertThat(done.counts()).isEqualTo(new StoredBroadcast.Counts(2, 1, 1, 1, 0));
        assertThat(done.left()).isZero();
        assertThat(done.inFlight()).isZero();
    }

    @Test
    void whatADeadSenderLeftInFlightIsTakenFirstMarkedAgainAndItsLateSettlingIsRefused() {
        holdLock("a");
        BroadcastStore store = running("b3", 1, 2, 3, 4);
        assertThat(await(store.claim("b3", "a", 2))).hasSize(2);
        assertThat(await(store.settle("b3", "a", 0, RecipientOutcome.SENT, false, T0))).isTrue();
        // a dies with index 1 in flight; b takes over
        holdLock("b");
        assertThat(await(store.claim("b3", "b", 2))).containsExactly(new RecipientClaim(1, 2, true),
                new RecipientClaim(2, 3, false));
        assertThat(await(store.settle("b3", "a", 1, RecipientOutcome.SENT, false, T0))).isFalse();
        assertThat(await(store.settle("b3", "b", 1, RecipientOutcome.SENT, false, T0))).isTrue();
        assertThat(await(store.find("b3")).counts().again()).isEqualTo(1);
        assertThat(await(store.find("b3")).counts().sent()).isEqualTo(2);
    }

    @Test
    void aSenderWithoutTheLockTakesAndSettlesNothing() {
        assumeTrue(fencesSenders(), "a store with one sender has no lock to hold");
        holdLock("a");
        BroadcastStore store = running("b4", 1, 2);
        assertThat(await(store.claim("b4", "a", 1))).hasSize(1);
        holdLock("b");
        assertThat(await(store.settle("b4", "a", 0, RecipientOutcome.SENT, false, T0))).isFalse();
        assertThat(await(store.claim("b4", "a", 5))).isEmpty();
        assertThat(await(store.find("b4")).counts().settled()).isZero();
        StoredMessage message = new StoredMessage("m1", T0, "{}", T0);
        await(store.schedule(message));
        assertThat(await(store.claimDue(T0, "a", 5))).isEmpty();
        assertThat(await(store.claimDue(T0, "b", 5))).containsExactly(message);
    }

    @Test
    void pausedAndCancelledBroadcastsGiveNothingAndStatesMoveOnlyFromTheOnesNamed() {
        holdLock("a");
        BroadcastStore store = running("b5", 1, 2, 3);
        Set<BroadcastState> running = Set.of(BroadcastState.RUNNING);
        assertThat(await(store.transition("b5", PREPARING, BroadcastState.RUNNING, T0))).isFalse();
        assertThat(await(store.transition("b5", running, BroadcastState.PAUSED, T0))).isTrue();
        assertThat(await(store.claim("b5", "a", 3))).isEmpty();
        assertThat(await(store.transition("b5", Set.of(BroadcastState.PAUSED), BroadcastState.RUNNING, T0)))
                .isTrue();
        assertThat(await(store.claim("b5", "a", 1))).hasSize(1);
        Instant end = T0.plusSeconds(3);
        assertThat(await(store.transition("b5", Set.of(BroadcastState.RUNNING, BroadcastState.PAUSED),
                BroadcastState.CANCELLED, end))).isTrue();
        StoredBroadcast cancelled = await(store.find("b5"));
        assertThat(cancelled.state()).isEqualTo(BroadcastState.CANCELLED);
        assertThat(cancelled.endedAt()).isEqualTo(end);
        assertThat(await(store.claim("b5", "a", 3))).isEmpty();
        assertThat(await(store.transition("nobody", running, BroadcastState.PAUSED, T0))).isFalse();
        assertThat(await(store.find("nobody"))).isNull();
    }

    @Test
    void aBroadcastWithNoRecipientsIsDoneOnceStarted() {
        holdLock("a");
        BroadcastStore store = running("b6");
        assertThat(await(store.find("b6")).state()).isEqualTo(BroadcastState.DONE);
        assertThat(await(store.find("b6")).endedAt()).isEqualTo(T0);
    }

    @Test
    void aBroadcastIsCreatedOnceAndTakesRecipientsOnlyWhilePreparing() {
        holdLock("a");
        BroadcastStore store = running("b9", 1, 2);
        assertThatThrownBy(() -> await(store.create("b9", "again", "{}", false, T0)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> await(store.addRecipients("b9", new long[] { 3 })))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> await(store.addRecipients("nobody", new long[] { 3 })))
                .isInstanceOf(IllegalStateException.class);
        StoredBroadcast kept = await(store.find("b9"));
        assertThat(kept.name()).isEqualTo("news");
        assertThat(kept.total()).isEqualTo(2);
    }

    @Test
    void theLastRecipientSettledWhilePausedEndsTheBroadcastOnResumeAndACancelledOneSettlesNothing() {
        holdLock("a");
        BroadcastStore store = running("b10", 1, 2);
        assertThat(await(store.claim("b10", "a", 2))).hasSize(2);
        assertThat(await(store.transition("b10", Set.of(BroadcastState.RUNNING), BroadcastState.PAUSED, T0))).isTrue();
        assertThat(await(store.settle("b10", "a", 0, RecipientOutcome.SENT, false, T0))).isTrue();
        assertThat(await(store.settle("b10", "a", 1, RecipientOutcome.SENT, false, T0))).isTrue();
        assertThat(await(store.find("b10")).state()).as("paused still").isEqualTo(BroadcastState.PAUSED);
        Instant resumed = T0.plusSeconds(5);
        assertThat(await(store.transition("b10", Set.of(BroadcastState.PAUSED), BroadcastState.RUNNING, resumed)))
                .isTrue();
        assertThat(await(store.find("b10")).state()).isEqualTo(BroadcastState.DONE);
        assertThat(await(store.find("b10")).endedAt()).isEqualTo(resumed);

        BroadcastStore other = running("b11", 1, 2);
        assertThat(await(other.claim("b11", "a", 1))).hasSize(1);
        assertThat(await(other.transition("b11", Set.of(BroadcastState.RUNNING), BroadcastState.CANCELLED, T0)))
                .isTrue();
        assertThat(await(other.settle("b11", "a", 0, RecipientOutcome.SENT, false, T0))).as("nothing in flight")
                .isFalse();
        StoredBroadcast cancelled = await(other.find("b11"));
        assertThat(cancelled.inFlight()).isZero();
        assertThat(cancelled.counts().settled()).isZero();
    }

    @Test
    void unreachedRecipientsAreKeptWithTheirReasonAndRemoveForgetsEverything() {
        holdLock("a");
        BroadcastStore store = running("b7", 5, 6);
        await(store.unreached("b7", 6, "Forbidden: bot was blocked by the user"));
        assertThat(await(store.unreached("b7", 10)))
                .containsExactly(new BroadcastStore.Unreached(6, "Forbidden: bot was blocked by the user"));
        await(store.create("b8", "other", "{}", false, T0.plusSeconds(1)));
        assertThat(await(store.all())).extracting(StoredBroadcast::id).containsExactly("b7", "b8");
        await(store.remove("b7"));
        assertThat(await(store.find("b7"))).isNull();
        assertThat(await(store.unreached("b7", 10))).isEmpty();
        assertThat(await(store.all())).extracting(StoredBroadcast::id).containsExactly("b8");
    }

    @Test
    void scheduledMessagesAreTakenWhenDueEarliestFirstOnce() {
        BroadcastStore store = store();
        holdLock("a");
        StoredMessage later = new StoredMessage("m2", T0.plusSeconds(60), "{\"later\":1}", T0);
        StoredMessage first = new StoredMessage("m1", T0.plusSeconds(5), "{\"first\":1}", T0);
        StoredMessage second = new StoredMessage("m3", T0.plusSeconds(10), "{\"second\":1}", T0);
        await(store.schedule(later));
        await(store.schedule(first));
        await(store.schedule(second));
        assertThat(await(store.scheduled())).containsExactly(first, second, later);
        assertThat(await(store.claimDue(T0, "a", 10))).isEmpty();
        assertThat(await(store.claimDue(T0.plusSeconds(30), "a", 1))).containsExactly(first);
        assertThat(await(store.claimDue(T0.plusSeconds(30), "a", 10))).containsExactly(second);
        assertThat(await(store.scheduled())).containsExactly(later);
        // being sent: no longer cancellable, and taken by nobody else while a holds the lock
        assertThat(await(store.cancel("m1"))).isFalse();
        assertThat(await(store.sent("m1", "a"))).isTrue();
        assertThat(await(store.sent("m1", "a"))).isFalse();
        assertThat(await(store.cancel("m2"))).isTrue();
        assertThat(await(store.cancel("m2"))).isFalse();
        assertThat(await(store.claimDue(T0.plusSeconds(3600), "a", 10))).isEmpty();
        // a dies with m3 taken: b takes it again first
        holdLock("b");
        assertThat(await(store.claimDue(T0.plusSeconds(30), "b", 10))).containsExactly(second);
        assertThat(await(store.sent("m3", "a"))).isFalse();
        assertThat(await(store.sent("m3", "b"))).isTrue();
        assertThat(await(store.scheduled())).isEmpty();
    }
}
