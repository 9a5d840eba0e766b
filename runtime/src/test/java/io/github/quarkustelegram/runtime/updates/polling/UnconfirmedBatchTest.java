package io.github.quarkustelegram.runtime.updates.polling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;

import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.polling.UnconfirmedBatch.Entry;
import io.github.quarkustelegram.runtime.updates.polling.UnconfirmedBatch.FailedAttempt;

/** The batch's offset and attempts, driven by hand. */
class UnconfirmedBatchTest {

    static List<Update> updates(int... ids) {
        return IntStream.of(ids).mapToObj(id -> Update.builder(id).build()).toList();
    }

    static Entry begun(UnconfirmedBatch batch, int index) {
        Entry entry = batch.entries().get(index);
        assertThat(batch.begin(entry, new PendingStep(entry.updateId()))).isTrue();
        return entry;
    }

    @Test
    void updatesBelowTheOffsetAreLeftOutAndABatchOfDuplicatesIsNone() {
        UnconfirmedBatch batch = UnconfirmedBatch.of(1, updates(4, 5, 6), 5);
        assertThat(batch.entries()).extracting(Entry::updateId).containsExactly(5, 6);
        assertThat(batch.unconfirmed()).isEqualTo(2);
        assertThat(UnconfirmedBatch.of(1, updates(3, 4), 5)).isNull();
        assertThat(UnconfirmedBatch.of(1, updates(3, 4), null).entries()).hasSize(2);
    }

    @Test
    void theOffsetAdvancesPastAnUpdateOnlyOnceEveryUpdateBeforeItIsDone() {
        UnconfirmedBatch batch = UnconfirmedBatch.of(1, updates(10, 11, 12), null);
        Entry first = begun(batch, 0);
        Entry second = begun(batch, 1);
        Entry third = begun(batch, 2);
        assertThat(batch.inFlight()).isEqualTo(3);

        assertThat(batch.ended(third, true)).as("12 done, 10 and 11 not").isNull();
        assertThat(batch.ended(second, true)).isNull();
        assertThat(batch.unconfirmed()).isEqualTo(3);
        assertThat(batch.allDone()).isFalse();

        assertThat(batch.ended(first, true)).as("all three confirmed at once").isEqualTo(13);
        assertThat(batch.unconfirmed()).isZero();
        assertThat(batch.allDone()).isTrue();
        assertThat(batch.inFlight()).isZero();
    }

    @Test
    void anAttemptToBeTriedAgainConfirmsNothingAndAnotherAttemptBegins() {
        UnconfirmedBatch batch = UnconfirmedBatch.of(1, updates(1, 2), 1);
        Entry first = begun(batch, 0);
        Entry second = begun(batch, 1);
        assertThat(batch.ended(second, true)).isEqualTo(1);
        assertThat(batch.ended(first, false)).as("waits to be tried again").isEqualTo(1);
        assertThat(batch.allDone()).isFalse();

        begun(batch, 0);
        assertThat(first.attempts).isEqualTo(2);
        assertThat(batch.ended(first, true)).isEqualTo(3);
        assertThat(batch.begin(first, new PendingStep(1))).as("done: nothing to attempt").isFalse();
    }

    @Test
    void failedAttemptsAreTriedAgainUpToTheMaximumThenSkippedWarnDebugError() {
        UnconfirmedBatch batch = UnconfirmedBatch.of(1, updates(7), null);
        Entry entry = batch.entries().get(0);
        FailedAttempt[] verdicts = new FailedAttempt[3];
        for (int i = 0; i < 3; i++) {
            begun(batch, 0);
            verdicts[i] = batch.failed(entry, 3);
            batch.ended(entry, verdicts[i].skipped());
        }
        assertThat(verdicts).extracting(FailedAttempt::skipped).containsExactly(false, false, true);
        assertThat(verdicts).extracting(FailedAttempt::level).containsExactly(Logger.Level.WARN, Logger.Level.DEBUG,
                Logger.Level.ERROR);
        assertThat(verdicts).extracting(FailedAttempt::attempts).containsExactly(1, 2, 3);
        assertThat(batch.allDone()).as("skipped counts as done").isTrue();
        assertThat(batch.unconfirmed()).isZero();

        UnconfirmedBatch once = UnconfirmedBatch.of(1, updates(8), null);
        begun(once, 0);
        assertThat(once.failed(once.entries().get(0), 1)).isEqualTo(new FailedAttempt(true, 1, Logger.Level.ERROR));
    }

    @Test
    void aCancelledOrEndedStepIsNoLongerTheCurrentAttempt() {
        UnconfirmedBatch batch = UnconfirmedBatch.of(1, updates(1), null);
        Entry entry = batch.entries().get(0);
        PendingStep step = new PendingStep(1);
        batch.begin(entry, step);
        assertThat(batch.isCurrent(entry, step)).isTrue();
        assertThat(batch.isCurrent(entry, new PendingStep(1))).isFalse();
        step.cancel();
        assertThat(batch.isCurrent(entry, step)).isFalse();
    }

    @Test
    void aDrainThatTimedOutCancelsTheHandlingsInFlightAndNamesThem() {
        UnconfirmedBatch batch = UnconfirmedBatch.of(1, updates(1, 2, 3), null);
        begun(batch, 0);
        Entry second = begun(batch, 1);
        begun(batch, 2);
        batch.ended(second, true);
        PendingStep firstStep = batch.entries().get(0).step;

        assertThat(batch.cancelInFlight()).extracting(Update::updateId).containsExactly(1, 3);
        assertThat(firstStep.cancelled).isTrue();
        assertThat(batch.inFlight()).isZero();
        assertThat(batch.unconfirmed()).as("nothing confirmed by a cancel").isEqualTo(3);
    }
}
