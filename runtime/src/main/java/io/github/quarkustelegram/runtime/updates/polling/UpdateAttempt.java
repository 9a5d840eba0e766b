package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;

/**
 * One attempt at an update of a batch: the ledger's admission, then the sink, then the ledger told how it went. The
 * poll loop starts attempts and acts on how they ended ({@link Outcome}); this class knows nothing of batches or
 * offsets.
 */
final class UpdateAttempt {

    private static final Logger LOG = Logger.getLogger(PollLoop.LOG_CATEGORY);

    /** How an attempt ended. */
    sealed interface Outcome {
    }

    /** Handled now, or handled before (fetched again after a poller's restart): done. */
    record Done() implements Outcome {
    }

    /**
     * Not handled here now: another instance is handling it, or the shared ledger cannot be read. Not a failure: no
     * attempt counted, asked again later.
     *
     * @param retryAfter when to ask again
     */
    record Busy(Duration retryAfter) implements Outcome {
    }

    /**
     * The sink failed it.
     *
     * @param failure why
     */
    record Failed(Throwable failure) implements Outcome {
    }

    private static final Done DONE = new Done();

    private final UpdateLedger ledger;
    /** Told of an update before the ledger, where it may wait for its chat's turn ({@code UpdateSink.arrived}). */
    private final Consumer<Update> arrived;
    private final Function<Update, Uni<Void>> sink;
    /** How long to wait before asking a ledger that failed again. */
    private final Duration ledgerBackoff;

    UpdateAttempt(UpdateLedger ledger, Function<Update, Uni<Void>> sink, Consumer<Update> arrived,
            Duration ledgerBackoff) {
        this.ledger = Objects.requireNonNull(ledger, "ledger");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.arrived = Objects.requireNonNull(arrived, "arrived");
        this.ledgerBackoff = Objects.requireNonNull(ledgerBackoff, "ledgerBackoff");
    }

    /**
     * @param update the update
     * @param step the attempt's step, which a stop cancels
     * @param ended told once how it ended (not when cancelled)
     */
    void start(Update update, PendingStep step, Consumer<Outcome> ended) {
        arrived.accept(update);
        decide(update, step, ledger.admit(update), ended);
    }

    /** @param update an update whose handling was cancelled: the ledger forgets it (received again, it is handled) */
    void forget(Update update) {
        ledger.settle(update, false);
    }

    private void decide(Update update, PendingStep step, Admission admission, Consumer<Outcome> ended) {
        if (admission instanceof Admission.Handle) {
            handle(update, step, ended);
        } else if (admission instanceof Admission.Busy busy) {
            LOG.debugf("Update %d not handled here now (%s): asked again in %d ms", (Object) step.updateId,
                    busy.reason(), busy.retryAfter().toMillis());
            ended.accept(new Busy(busy.retryAfter()));
        } else if (admission instanceof Admission.Later later) {
            step.set(Uni.createFrom().completionStage(later.decision()).subscribe().with(
                    decided -> decide(update, step, decided, ended),
                    failure -> decide(update, step, new Admission.Busy(ledgerBackoff, "the ledger failed: " + failure),
                            ended)));
        } else {
            LOG.debugf("Update %d was handled already: not handled again", (Object) step.updateId);
            ended.accept(DONE);
        }
    }

    private void handle(Update update, PendingStep step, Consumer<Outcome> ended) {
        Uni<Void> handled = Uni.createFrom().deferred(() -> Objects.requireNonNull(sink.apply(update),
                "the UpdateSink returned null"));
        step.set(handled.subscribe().with(
                ignored -> {
                    ledger.settle(update, true);
                    ended.accept(DONE);
                },
                failure -> {
                    ledger.settle(update, false);
                    ended.accept(new Failed(failure));
                }));
    }
}
