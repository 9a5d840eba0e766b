package io.github.quarkustelegram.runtime.updates.webhook;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Consumer;
import java.util.function.Function;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Handler;

/**
 * One delivery of a decoded update: handles it, unless it is being handled or was handled lately (a redelivery: the
 * {@link UpdateLedger} says which), and answers as the answer mode says: on receipt, 200 at once; after handling, 200
 * once handled, 500 when the handling failed or passed its deadline (Telegram then delivers it again, and that
 * delivery waits for this handling). An update another instance is handling, or that a shared ledger cannot decide
 * on now, answers 503 with {@code Retry-After}: Telegram delivers it again. It counts as in flight until both its
 * answer is written and its handling ended: a handling the answer did not wait for still holds the drain.
 *
 * <p>
 * One object per update: it is its own write listener, shares its request's one timer ({@link RequestDeadline}), and
 * keeps its two flags in ints updated in place, so a delivery allocates nothing else of its own.
 */
final class Delivery implements Handler<AsyncResult<Void>> {

    private static final Logger LOG = Logger.getLogger(WebhookIngest.LOG_CATEGORY);
    private static final AtomicIntegerFieldUpdater<Delivery> ANSWERED = AtomicIntegerFieldUpdater
            .newUpdater(Delivery.class, "answered");
    private static final AtomicIntegerFieldUpdater<Delivery> PARTS = AtomicIntegerFieldUpdater.newUpdater(
            Delivery.class, "parts");

    /** What every delivery of one webhook shares. */
    record Rules(Function<Update, Uni<Void>> sink, Consumer<Update> arrived, UpdateLedger ledger,
            boolean answerOnReceipt, Duration handlingTimeout, InFlightGate gate) {
    }

    /** Where the answer goes: the request's response. */
    interface Reply {
        /** @return completes once written */
        Future<Void> write(int status, @Nullable String message);

        /** @return a 503 with {@code Retry-After}, written; completes once written */
        default Future<Void> writeBusy(long retryAfterSeconds, String message) {
            return write(503, message);
        }
    }

    private final Rules rules;
    private final long updateId;
    private final Reply reply;
    private final RequestDeadline deadline;
    private volatile int answered;
    /** The handling deadline runs from when a shared ledger was asked, not from when the turn came. */
    private volatile boolean deadlineArmed;
    /** The answer written and the handling ended: two parts, finished when both are done. */
    private volatile int parts = 2;

    /** @param deadline the request's timer, which the handling deadline takes over from the read deadline */
    Delivery(Rules rules, long updateId, Reply reply, RequestDeadline deadline) {
        this.rules = rules;
        this.updateId = updateId;
        this.reply = reply;
        this.deadline = deadline;
    }

    void start(Update update) {
        rules.arrived().accept(update); // before the ledger, where it may wait for its chat's turn
        decide(update, rules.ledger().admit(update));
    }

    private void decide(Update update, Admission admission) {
        if (admission instanceof Admission.Handle) {
            handle(update);
        } else if (admission instanceof Admission.Handled) {
            cancelDeadline();
            LOG.debugf("Webhook update %d delivered again after it was handled: answered 200", updateId);
            handlingEnded();
            answer(200, null);
        } else if (admission instanceof Admission.InFlight inFlight) {
            // a redelivery while the first delivery's handling goes on: answer with its outcome, never handle twice
            handlingEnded();
            if (rules.answerOnReceipt()) {
                cancelDeadline();
                answer(200, null);
                return;
            }
            armDeadline();
            inFlight.outcome().whenComplete((handled, failure) -> {
                cancelDeadline();
                answer(Boolean.TRUE.equals(handled) ? 200 : 500, Boolean.TRUE.equals(handled) ? null
                        : "Handling failed");
            });
        } else if (admission instanceof Admission.Busy busy) {
            cancelDeadline();
            if (answered != 0) {
                LOG.warnf("Webhook update %d was answered on receipt and is not handled here (%s)", updateId,
                        busy.reason());
            } else {
                LOG.debugf("Webhook update %d not handled here now (%s): answered 503", updateId, busy.reason());
            }
            handlingEnded();
            answerBusy(busy);
        } else {
            waitForDecision(update, ((Admission.Later) admission));
        }
    }

    /**
     * A shared ledger decides later (a round trip, the chat's turn). After handling, the handling deadline counts
     * from now; on receipt, the 200 goes now and the update is handled when its turn comes.
     */
    private void waitForDecision(Update update, Admission.Later later) {
        if (rules.answerOnReceipt()) {
            cancelDeadline();
            answer(200, null);
        } else {
            armDeadline();
            deadlineArmed = true;
        }
        later.decision().whenComplete((admission, failure) -> {
            if (failure != null) {
                decide(update, new Admission.Busy(Duration.ofSeconds(1), "the ledger failed: " + failure));
            } else {
                decide(update, admission);
            }
        });
    }

    private void handle(Update update) {
        Uni<Void> handling;
        try {
            handling = Objects.requireNonNull(rules.sink().apply(update), "the UpdateSink returned null");
        } catch (RuntimeException e) {
            handling = Uni.createFrom().failure(e);
        }
        if (rules.answerOnReceipt()) {
            cancelDeadline();
            answer(200, null);
            handling.subscribe().with(ok -> handled(update, true, null), failure -> handled(update, false, failure));
            return;
        }
        // the handling is never cancelled from here: the dispatcher's handler deadline bounds it
        if (!deadlineArmed) {
            armDeadline();
        }
        handling.subscribe().with(ok -> {
            cancelDeadline();
            handled(update, true, null);
            answer(200, null);
        }, failure -> {
            cancelDeadline();
            handled(update, false, failure);
            answer(500, "Handling failed");
        });
    }

    private void armDeadline() {
        deadline.startHandling(rules.handlingTimeout().toNanos(), this);
    }

    private void cancelDeadline() {
        deadline.cancel();
    }

    /** The handling deadline passed: 500, so that Telegram delivers it again; the handling goes on. */
    void handlingDeadlinePassed() {
        if (answered == 0) {
            LOG.warnf("Webhook update %d not handled within %d ms: answered 500 (Telegram delivers it again, "
                    + "and that delivery waits for this handling: the update is handled once)", updateId,
                    rules.handlingTimeout().toMillis());
            answer(500, "Handling is taking long");
        }
    }

    private void handled(Update update, boolean ok, @Nullable Throwable failure) {
        rules.ledger().settle(update, ok);
        if (failure != null) {
            if (rules.answerOnReceipt()) {
                LOG.errorf(failure, "Webhook update %d was answered on receipt and its handling failed: it is "
                        + "lost", updateId);
            } else {
                LOG.errorf(failure, "Webhook update %d failed; answering 500 so that Telegram delivers it again",
                        updateId);
            }
        }
        handlingEnded();
    }

    /** Answers once: the first answer wins (the handling's outcome or the deadline's 500). */
    private void answer(int status, @Nullable String message) {
        if (!ANSWERED.compareAndSet(this, 0, 1)) {
            return;
        }
        try {
            reply.write(status, message).onComplete(this);
        } catch (RuntimeException e) {
            part();
            throw e;
        }
    }

    /** Answers 503 with {@code Retry-After} once, unless answered already (on receipt, the 200 went first). */
    private void answerBusy(Admission.Busy busy) {
        if (!ANSWERED.compareAndSet(this, 0, 1)) {
            return;
        }
        try {
            reply.writeBusy(Math.max(1, busy.retryAfter().toSeconds()), "Not handled here now: " + busy.reason())
                    .onComplete(this);
        } catch (RuntimeException e) {
            part();
            throw e;
        }
    }

    /** The answer was written (or failed to be: the connection is gone). */
    @Override
    public void handle(AsyncResult<Void> written) {
        part();
    }

    private void handlingEnded() {
        part();
    }

    private void part() {
        if (PARTS.decrementAndGet(this) == 0) {
            rules.gate().exit();
        }
    }
}
