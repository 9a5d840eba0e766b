package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Future;
import io.vertx.core.Promise;

/**
 * A delivery's answers in both modes, its handling deadline on a manual timer, and when it stops counting in
 * flight: no server, no real timer.
 */
class DeliveryTest {

    static final Duration HANDLING_TIMEOUT = Duration.ofSeconds(30);
    static final Duration READ_TIMEOUT = Duration.ofSeconds(10);

    /** The answers written, and their writes, which the test completes (or not). */
    record Written(int status, @Nullable String message, Promise<Void> write) {
    }

    final ManualTimer timer = new ManualTimer();
    final RecentUpdates recent = new RecentUpdates(16);
    final InFlightGate gate = new InFlightGate();
    final List<Update> handled = new ArrayList<>();
    final List<Update> arrived = new ArrayList<>();

    final class Reply implements Delivery.Reply {
        final List<Written> written = new ArrayList<>();
        final List<Long> retryAfter = new ArrayList<>();

        @Override
        public Future<Void> writeBusy(long retryAfterSeconds, String message) {
            retryAfter.add(retryAfterSeconds);
            return write(503, message);
        }

        @Override
        public Future<Void> write(int status, @Nullable String message) {
            Promise<Void> write = Promise.promise();
            written.add(new Written(status, message, write));
            return write.future();
        }

        List<Integer> statuses() {
            return written.stream().map(Written::status).toList();
        }

        void allWritten() {
            written.forEach(w -> w.write().tryComplete());
        }
    }

    Delivery.Rules rules(Function<Update, Uni<Void>> sink, boolean onReceipt) {
        return rules(sink, onReceipt, recent);
    }

    Delivery.Rules rules(Function<Update, Uni<Void>> sink, boolean onReceipt, UpdateLedger ledger) {
        return new Delivery.Rules(update -> {
            handled.add(update);
            return sink.apply(update);
        }, arrived::add, ledger, onReceipt, HANDLING_TIMEOUT, gate);
    }

    /** A shared ledger's answers, given by the test; records the settlements. */
    static final class ScriptedLedger implements UpdateLedger {
        Admission next = Admission.HANDLE;
        final List<String> settled = new ArrayList<>();

        @Override
        public Admission admit(Update update) {
            return next;
        }

        @Override
        public void settle(Update update, boolean handled) {
            settled.add(update.updateId() + (handled ? " handled" : " failed"));
        }
    }

    /** Delivers one update as the exchange does: counted in flight, its body read within the read deadline. */
    Reply deliver(Delivery.Rules rules, int updateId) {
        Reply reply = new Reply();
        gate.enter();
        RequestDeadline deadline = new RequestDeadline(timer, () -> {
            throw new AssertionError("the body was read");
        });
        deadline.startReading(READ_TIMEOUT.toNanos());
        new Delivery(rules, updateId, reply, deadline).start(Update.builder(updateId).build());
        return reply;
    }

    @Test
    void afterHandlingTheAnswerWaitsForTheHandlingThenSays200() {
        CompletableFuture<Void> handling = new CompletableFuture<>();
        Reply reply = deliver(rules(u -> Uni.createFrom().completionStage(handling), false), 1);
        assertThat(reply.written).isEmpty();
        assertThat(timer.live()).as("the handling deadline").isEqualTo(1);
        assertThat(timer.armed).as("the read deadline's timeout, kept").hasSize(1);

        handling.complete(null);
        assertThat(reply.statuses()).containsExactly(200);
        assertThat(timer.live()).as("cancelled once answered").isZero();
        assertThat(gate.inFlight()).as("until the answer is written").isEqualTo(1);
        reply.allWritten();
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void afterHandlingAFailedHandlingIs500AndHandledAgainWhenDeliveredAgain() {
        Reply reply = deliver(rules(u -> Uni.createFrom().failure(new IllegalStateException("broke")), false), 2);
        assertThat(reply.written).singleElement().satisfies(w -> {
            assertThat(w.status()).isEqualTo(500);
            assertThat(w.message()).isEqualTo("Handling failed");
        });
        reply.allWritten();
        assertThat(gate.inFlight()).isZero();

        deliver(rules(u -> Uni.createFrom().voidItem(), false), 2).allWritten();
        assertThat(handled).as("forgotten after its failure").hasSize(2);
    }

    @Test
    void aSinkThatThrowsIsAFailedHandling() {
        Reply reply = deliver(rules(u -> {
            throw new IllegalStateException("thrown, not failed");
        }, false), 3);
        assertThat(reply.statuses()).containsExactly(500);
    }

    @Test
    void pastTheHandlingDeadlineItIs500OnceAndTheHandlingStillHoldsTheDrain() {
        CompletableFuture<Void> handling = new CompletableFuture<>();
        Reply reply = deliver(rules(u -> Uni.createFrom().completionStage(handling), false), 4);

        timer.advance(HANDLING_TIMEOUT.toNanos() - 1);
        assertThat(reply.written).isEmpty();
        timer.advance(1);
        assertThat(reply.written).singleElement().satisfies(w -> {
            assertThat(w.status()).isEqualTo(500);
            assertThat(w.message()).isEqualTo("Handling is taking long");
        });
        reply.allWritten();
        assertThat(gate.inFlight()).as("the handling goes on").isEqualTo(1);

        handling.complete(null);
        assertThat(reply.statuses()).as("answered once").containsExactly(500);
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void aRedeliveryDuringTheHandlingWaitsForItsOutcomeAndIsNotHandledTwice() {
        CompletableFuture<Void> handling = new CompletableFuture<>();
        Delivery.Rules rules = rules(u -> Uni.createFrom().completionStage(handling), false);
        Reply first = deliver(rules, 5);
        timer.advance(HANDLING_TIMEOUT.toNanos());
        first.allWritten();

        Reply again = deliver(rules, 5);
        assertThat(again.written).isEmpty();
        handling.complete(null);
        assertThat(again.statuses()).containsExactly(200);
        assertThat(handled).hasSize(1);

        Reply later = deliver(rules, 5);
        assertThat(later.statuses()).as("handled lately: 200 at once").containsExactly(200);
        first.allWritten();
        again.allWritten();
        later.allWritten();
        assertThat(handled).hasSize(1);
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void aRedeliveryWhoseFirstHandlingTakesTooLongIs500AtItsOwnDeadline() {
        Delivery.Rules rules = rules(u -> Uni.createFrom().nothing(), false);
        deliver(rules, 6);
        timer.advance(HANDLING_TIMEOUT.toNanos() / 2);
        Reply again = deliver(rules, 6);
        timer.advance(HANDLING_TIMEOUT.toNanos() / 2);
        assertThat(again.written).as("its own deadline, not the first's").isEmpty();
        timer.advance(HANDLING_TIMEOUT.toNanos() / 2);
        assertThat(again.statuses()).containsExactly(500);
    }

    @Test
    void onReceiptItIs200AtOnceWithoutADeadlineAndTheHandlingHoldsTheDrain() {
        CompletableFuture<Void> handling = new CompletableFuture<>();
        Reply reply = deliver(rules(u -> Uni.createFrom().completionStage(handling), true), 7);
        assertThat(reply.statuses()).containsExactly(200);
        assertThat(timer.live()).as("no handling deadline").isZero();
        reply.allWritten();
        assertThat(gate.inFlight()).isEqualTo(1);
        CompletableFuture<Void> drained = gate.drain();
        assertThat(drained).isNotDone();

        handling.complete(null);
        assertThat(gate.inFlight()).isZero();
        assertThat(drained).isCompleted();
    }

    @Test
    void onReceiptAFailedHandlingIsNotAnsweredAgainAndADuplicateIs200WithoutHandling() {
        Delivery.Rules failing = rules(u -> Uni.createFrom().failure(new IllegalStateException("broke")), true);
        Reply reply = deliver(failing, 8);
        assertThat(reply.statuses()).containsExactly(200);

        Delivery.Rules working = rules(u -> Uni.createFrom().voidItem(), true);
        deliver(working, 9).allWritten();
        Reply duplicate = deliver(working, 9);
        assertThat(duplicate.statuses()).containsExactly(200);
        assertThat(handled).extracting(Update::updateId).containsExactly(8, 9);
    }

    @Test
    void aWriteThatFailsStillEndsTheDelivery() {
        Reply reply = deliver(rules(u -> Uni.createFrom().voidItem(), false), 10);
        reply.written.get(0).write().fail("connection closed");
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void anUpdateAnotherInstanceHandlesIs503WithRetryAfterAndNotHandledHere() {
        ScriptedLedger ledger = new ScriptedLedger();
        ledger.next = new Admission.Busy(Duration.ofSeconds(3), "being handled by another instance");
        Reply reply = deliver(rules(u -> Uni.createFrom().voidItem(), false, ledger), 20);
        assertThat(reply.written).singleElement().satisfies(w -> {
            assertThat(w.status()).isEqualTo(503);
            assertThat(w.message()).isEqualTo("Not handled here now: being handled by another instance");
        });
        assertThat(reply.retryAfter).containsExactly(3L);
        assertThat(handled).isEmpty();
        assertThat(ledger.settled).as("nothing to settle: it was not admitted").isEmpty();
        assertThat(timer.live()).isZero();
        reply.allWritten();
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void aLaterDecisionIsHandledWhenItComesAndItsDeadlineCountsFromReceipt() {
        ScriptedLedger ledger = new ScriptedLedger();
        CompletableFuture<Admission> turn = new CompletableFuture<>();
        ledger.next = new Admission.Later(turn);
        CompletableFuture<Void> handling = new CompletableFuture<>();
        Reply reply = deliver(rules(u -> Uni.createFrom().completionStage(handling), false, ledger), 21);
        assertThat(handled).as("waiting for the chat's turn").isEmpty();
        assertThat(arrived).as("the sink is told of it before the wait (a stop cannot wait for the turn its stream holds)")
                .extracting(Update::updateId).containsExactly(21);
        assertThat(timer.live()).as("the handling deadline, armed at receipt").isEqualTo(1);

        timer.advance(HANDLING_TIMEOUT.toNanos() / 2);
        turn.complete(Admission.HANDLE);
        assertThat(handled).extracting(Update::updateId).containsExactly(21);
        timer.advance(HANDLING_TIMEOUT.toNanos() / 2);
        assertThat(reply.written).as("the deadline counted from receipt, not from the turn").singleElement()
                .extracting(Written::status).isEqualTo(500);

        handling.complete(null);
        assertThat(ledger.settled).containsExactly("21 handled");
        reply.allWritten();
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void onReceiptALaterDecisionIsAnsweredAtOnceAndHandledWhenItComes() {
        ScriptedLedger ledger = new ScriptedLedger();
        CompletableFuture<Admission> turn = new CompletableFuture<>();
        ledger.next = new Admission.Later(turn);
        Reply reply = deliver(rules(u -> Uni.createFrom().voidItem(), true, ledger), 22);
        assertThat(reply.statuses()).containsExactly(200);
        reply.allWritten();
        assertThat(gate.inFlight()).as("the handling still holds the drain").isEqualTo(1);

        turn.complete(Admission.HANDLE);
        assertThat(handled).extracting(Update::updateId).containsExactly(22);
        assertThat(ledger.settled).containsExactly("22 handled");
        assertThat(gate.inFlight()).isZero();
    }

    @Test
    void aLedgerThatFailsToDecideIsBusy() {
        ScriptedLedger ledger = new ScriptedLedger();
        ledger.next = new Admission.Later(CompletableFuture.failedFuture(new IllegalStateException("gone")));
        Reply reply = deliver(rules(u -> Uni.createFrom().voidItem(), false, ledger), 23);
        assertThat(reply.statuses()).containsExactly(503);
        assertThat(handled).isEmpty();
    }
}
