package io.github.quarkustelegram.runtime.updates.webhook;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Function;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.smallrye.mutiny.Uni;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Handler;

/**
 * One delivery of a decoded update: handles it, unless it is being handled or was handled lately (a redelivery,
 * {@link RecentUpdates}), and answers as the answer mode says: on receipt, 200 at once; after handling, 200 once
 * handled, 500 when the handling failed or passed its deadline (Telegram then delivers it again, and that delivery
 * waits for this handling). It counts as in flight until both its answer is written and its handling ended: a
 * handling the answer did not wait for still holds the drain.
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
    record Rules(Function<Update, Uni<Void>> sink, RecentUpdates recent, boolean answerOnReceipt,
            Duration handlingTimeout, InFlightGate gate) {
    }

    /** Where the answer goes: the request's response. */
    interface Reply {
        /** @return completes once written */
        Future<Void> write(int status, @Nullable String message);
    }

    private final Rules rules;
    private final long updateId;
    private final Reply reply;
    private final RequestDeadline deadline;
    private volatile int answered;
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
        RecentUpdates.Admission admission = rules.recent().begin(updateId);
        if (admission instanceof RecentUpdates.Handled) {
            cancelDeadline();
            LOG.debugf("Webhook update %d delivered again after it was handled: answered 200", updateId);
            handlingEnded();
            answer(200, null);
            return;
        }
        if (admission instanceof RecentUpdates.InFlight inFlight) {
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
            return;
        }
        Uni<Void> handling;
        try {
            handling = Objects.requireNonNull(rules.sink().apply(update), "the UpdateSink returned null");
        } catch (RuntimeException e) {
            handling = Uni.createFrom().failure(e);
        }
        if (rules.answerOnReceipt()) {
            cancelDeadline();
            answer(200, null);
            handling.subscribe().with(ok -> handled(true, null), failure -> handled(false, failure));
            return;
        }
        // the handling is never cancelled from here: the dispatcher's handler deadline bounds it
        armDeadline();
        handling.subscribe().with(ok -> {
            cancelDeadline();
            handled(true, null);
            answer(200, null);
        }, failure -> {
            cancelDeadline();
            handled(false, failure);
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

    private void handled(boolean ok, @Nullable Throwable failure) {
        rules.recent().end(updateId, ok);
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
