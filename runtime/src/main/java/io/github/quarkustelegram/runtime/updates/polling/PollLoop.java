package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.polling.UnconfirmedBatch.Entry;
import io.github.quarkustelegram.runtime.updates.polling.UnconfirmedBatch.FailedAttempt;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;

/**
 * The engine of the public {@code LongPoller}: the getUpdates loop, the batch it hands over, the waits and the stop.
 * What to do after a failed call is the {@link PollFailurePolicy}'s decision, which updates are confirmed the
 * {@link UnconfirmedBatch}'s; this class acts on them. Nothing blocks; thread-safe (one lock, never held while the
 * sink or a call runs).
 */
public final class PollLoop {

    /** The log category: the public face's, the one applications configure. */
    public static final String LOG_CATEGORY = "io.github.quarkustelegram.updates.LongPoller";
    private static final Logger LOG = Logger.getLogger(LOG_CATEGORY);

    /** The pause before each poll ahead of a batch: its answer comes at once, so this paces them. */
    static final Duration POLL_AHEAD_PAUSE = Duration.ofMillis(100);

    /** An empty answer sooner than this (a long poll that did not wait) is followed by a pause, not a new call. */
    private static final long MIN_EMPTY_POLL_NANOS = Duration.ofMillis(100).toNanos();

    /** Where the loop is in its life (the public face names the same states). */
    public enum Phase {
        NEW,
        RUNNING,
        STOPPING,
        STOPPED,
        FAILED
    }

    private final PollCalls calls;
    private final Function<Update, Uni<Void>> sink;
    /** Whether the sink waits for updates after those it has (an album's parts): then the loop polls ahead. */
    private final BooleanSupplier awaitsLaterUpdates;
    private final PollSettings settings;
    private final PollFailurePolicy failures;
    private final ResilienceScheduler scheduler;
    /**
     * The updates handled lately: one fetched again after a restart of this poller, or of another instance's, is not
     * handled twice.
     */
    private final UpdateLedger ledger;
    /** Only the instance holding it polls: two getUpdates at once would end one with 409. */
    private final PollerLease lease;

    private final Object lock = new Object();
    // guarded by lock
    private Phase phase = Phase.NEW;
    private long run;
    private @Nullable Integer offset;
    private @Nullable PendingStep poll;
    private @Nullable PendingStep timer;
    private @Nullable PendingStep drainTimer;
    private @Nullable UnconfirmedBatch batch;
    private @Nullable CompletableFuture<Void> stopped;
    private final PollActivity activity = new PollActivity();

    /**
     * @param calls getUpdates and deleteWebhook
     * @param sink hands an update over; its Uni completes once handled
     * @param settings how to poll
     * @param scheduler the clock and the timers of the waits
     * @param ledger the updates handled or being handled
     * @param lease whether this instance is the one that polls ({@link PollerLease#ALONE} for a bot run as one)
     */
    public PollLoop(PollCalls calls, Function<Update, Uni<Void>> sink, PollSettings settings,
            ResilienceScheduler scheduler, UpdateLedger ledger, PollerLease lease) {
        this(calls, sink, () -> false, settings, scheduler, ledger, lease);
    }

    /**
     * @param calls getUpdates and deleteWebhook
     * @param sink hands an update over; its Uni completes once handled
     * @param awaitsLaterUpdates whether the sink waits for updates after those it has (an album's parts being
     *        collected): while it does, the loop polls ahead of its batch
     * @param settings how to poll
     * @param scheduler the clock and the timers of the waits
     * @param ledger the updates handled or being handled
     * @param lease whether this instance is the one that polls ({@link PollerLease#ALONE} for a bot run as one)
     */
    public PollLoop(PollCalls calls, Function<Update, Uni<Void>> sink, BooleanSupplier awaitsLaterUpdates,
            PollSettings settings, ResilienceScheduler scheduler, UpdateLedger ledger, PollerLease lease) {
        this.awaitsLaterUpdates = Objects.requireNonNull(awaitsLaterUpdates, "awaitsLaterUpdates");
        this.calls = Objects.requireNonNull(calls, "calls");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.ledger = Objects.requireNonNull(ledger, "ledger");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.failures = new PollFailurePolicy(settings.initialBackoff(), settings.maxBackoff(),
                settings.deleteWebhook());
    }

    /** @return where it stands, read at once */
    public PollStatus status() {
        synchronized (lock) {
            return activity.status(phase, scheduler.nanoTime(), batch == null ? 0 : batch.unconfirmed(), offset);
        }
    }

    /** Starts polling from the last confirmed offset; nothing when running; throws while a stop drains. */
    public void start() {
        long current;
        synchronized (lock) {
            if (phase == Phase.RUNNING) {
                return;
            }
            if (phase == Phase.STOPPING) {
                throw new IllegalStateException("The long poller is still stopping: start it once stop() completed");
            }
            phase = Phase.RUNNING;
            activity.started(scheduler.nanoTime());
            current = ++run;
            LOG.infof("Long polling started (offset %s, timeout %d s)", offset == null ? "none" : offset,
                    settings.timeout().toSeconds());
        }
        lease.start(this::leaseChanged);
        poll(current);
    }

    /** Stops: cancels the poll or the wait, lets the updates in flight finish within the drain timeout. */
    public CompletionStage<Void> stop() {
        CompletableFuture<Void> done;
        synchronized (lock) {
            switch (phase) {
                case NEW, STOPPED, FAILED -> {
                    return CompletableFuture.completedFuture(null);
                }
                case STOPPING -> {
                    return Objects.requireNonNull(stopped).minimalCompletionStage();
                }
                default -> {
                }
            }
            PendingStep.cancel(poll);
            PendingStep.cancel(timer);
            poll = null;
            timer = null;
            if (batch != null) {
                batch.cancelRetries();
            }
            if (batch == null || batch.inFlight() == 0) {
                phase = Phase.STOPPED;
                batch = null;
                LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
                return CompletableFuture.completedFuture(null);
            }
            phase = Phase.STOPPING;
            done = stopped = new CompletableFuture<>();
            UnconfirmedBatch waitingFor = batch;
            PendingStep drain = drainTimer = new PendingStep(-1);
            drain.set(scheduler.schedule(settings.drainTimeout(), () -> drainTimedOut(waitingFor)));
        }
        return done.minimalCompletionStage();
    }

    // -------------------------------------------------------------------------------------------------- polling

    private boolean current(long r) {
        return phase == Phase.RUNNING && run == r;
    }

    private void poll(long r) {
        GetUpdates request;
        PendingStep step = new PendingStep(-1);
        synchronized (lock) {
            if (!current(r)) {
                return;
            }
            if (!lease.held()) {
                activity.standby(true, scheduler.nanoTime()); // leaseChanged polls once this instance holds it
                return;
            }
            activity.standby(false, scheduler.nanoTime());
            request = GetUpdates.builder()
                    .offset(offset)
                    .limit(settings.limit())
                    .timeout((int) settings.timeout().toSeconds())
                    .allowedUpdates(settings.allowedUpdates())
                    .build();
            poll = step;
        }
        long startedAt = scheduler.nanoTime();
        step.set(calls.getUpdates(request).subscribe().with(
                updates -> onUpdates(r, step, updates, startedAt),
                failure -> onPollFailure(r, step, failure)));
    }

    private void onUpdates(long r, PendingStep step, List<Update> updates, long startedAt) {
        UnconfirmedBatch received;
        synchronized (lock) {
            if (poll == step) {
                poll = null;
            }
            if (!current(r)) {
                return;
            }
            String recovery = activity.succeeded(scheduler.nanoTime());
            if (recovery != null) {
                LOG.info(recovery);
            }
            received = batch = updates.isEmpty() ? null : UnconfirmedBatch.of(r, updates, offset);
        }
        if (updates.isEmpty() && scheduler.nanoTime() - startedAt < MIN_EMPTY_POLL_NANOS) {
            // a long poll that did not wait (a proxy, a timeout of 0): no busy loop
            later(r, settings.initialBackoff(), () -> poll(r));
        } else if (received == null) {
            poll(r); // nothing new
        } else {
            // every update at once: the sink bounds and orders them
            for (Entry entry : List.copyOf(received.entries())) {
                submit(received, entry);
            }
            pollAheadIfAwaited(received);
        }
    }

    /**
     * While the batch is handled, the sink may wait for updates after it (an album's parts, collected until the rest
     * arrives): then a getUpdates with the same offset (confirming nothing) fetches them, after a short pause (its
     * answer is at once, the batch's own updates being unconfirmed), again and again while the sink waits.
     */
    private void pollAheadIfAwaited(UnconfirmedBatch of) {
        synchronized (lock) {
            if (batch != of || of.allDone() || poll != null || timer != null || !current(of.run) || !lease.held()) {
                return;
            }
        }
        if (awaitsLaterUpdates.getAsBoolean()) {
            later(of.run, POLL_AHEAD_PAUSE, () -> pollAhead(of));
        }
    }

    private void pollAhead(UnconfirmedBatch of) {
        GetUpdates request;
        PendingStep step = new PendingStep(-1);
        synchronized (lock) {
            if (batch != of || of.allDone() || poll != null || !current(of.run) || !lease.held()) {
                return;
            }
            request = GetUpdates.builder()
                    .offset(offset)
                    .limit(settings.limit())
                    .timeout(0)
                    .allowedUpdates(settings.allowedUpdates())
                    .build();
            poll = step;
        }
        step.set(calls.getUpdates(request).subscribe().with(
                updates -> aheadAnswered(of, step, updates),
                failure -> {
                    LOG.debugf("A poll ahead of the batch failed (%s); the next poll asks again", failure);
                    aheadAnswered(of, step, List.of());
                }));
    }

    private void aheadAnswered(UnconfirmedBatch of, PendingStep step, List<Update> updates) {
        List<Entry> added;
        boolean batchEnded;
        synchronized (lock) {
            if (poll != step) {
                return; // cancelled (stop, lease lost)
            }
            poll = null;
            if (!current(of.run)) {
                return;
            }
            batchEnded = batch != of;
            added = batchEnded ? List.of() : of.append(updates);
        }
        if (batchEnded) {
            poll(of.run); // the batch was done while this poll was out: the long poll it held back goes now
            return;
        }
        for (Entry entry : added) {
            submit(of, entry);
        }
        pollAheadIfAwaited(of);
    }

    private void onPollFailure(long r, PendingStep step, Throwable failure) {
        PollFailurePolicy.Decision decision;
        synchronized (lock) {
            if (poll == step) {
                poll = null;
            }
            if (!current(r)) {
                return;
            }
            activity.active(scheduler.nanoTime());
            decision = failures.decide(failure, activity.failuresInARow());
            if (decision instanceof PollFailurePolicy.Stop stop) {
                fail(stop.error());
                return;
            }
            if (decision instanceof PollFailurePolicy.Wait wait) {
                activity.failuresInARow(wait.failuresInARow());
                LOG.log(wait.level(), wait.line());
            } else if (decision instanceof PollFailurePolicy.DeleteWebhook delete) {
                LOG.warn(delete.warning());
            }
        }
        if (decision instanceof PollFailurePolicy.Wait wait) {
            later(r, wait.delay(), () -> poll(r));
        } else {
            deleteWebhookThenPoll(r);
        }
    }

    /** Losing the lease cancels the long poll in flight (none may outlive it); taking it ends the standby. */
    private void leaseChanged() {
        long r;
        boolean resume = false;
        synchronized (lock) {
            if (phase != Phase.RUNNING) {
                return;
            }
            r = run;
            if (lease.held()) {
                resume = activity.standby();
                activity.standby(false, scheduler.nanoTime()); // one poll resumes, however many times it is told
            } else if (poll != null) {
                PendingStep.cancel(poll);
                poll = null;
                activity.standby(true, scheduler.nanoTime());
            }
        }
        if (resume) {
            poll(r);
        }
    }

    private void deleteWebhookThenPoll(long r) {
        calls.deleteWebhook(DeleteWebhook.builder().dropPendingUpdates(false).build()).subscribe().with(
                deleted -> {
                    LOG.info("Webhook deleted: polling again");
                    poll(r);
                },
                failure -> {
                    synchronized (lock) {
                        if (current(r)) {
                            fail("Long polling stopped: a webhook is set for this bot and deleting it failed ("
                                    + failure + ")");
                        }
                    }
                });
    }

    /** Stops for good (until started again) with one ERROR. Holds the lock. */
    private void fail(String message) {
        phase = Phase.FAILED;
        PendingStep.cancel(timer);
        timer = null;
        LOG.error(message);
    }

    // -------------------------------------------------------------------------------------------------- handling

    private void submit(UnconfirmedBatch of, Entry entry) {
        PendingStep step = new PendingStep(entry.updateId());
        synchronized (lock) {
            if (batch != of || phase != Phase.RUNNING || !of.begin(entry, step)) {
                return;
            }
        }
        decide(of, entry, step, ledger.admit(entry.update));
    }

    private void decide(UnconfirmedBatch of, Entry entry, PendingStep step, Admission admission) {
        if (admission instanceof Admission.Handle) {
            handle(of, entry, step);
        } else if (admission instanceof Admission.Busy busy) {
            // another instance is handling it, or the shared ledger cannot be read: not confirmed, asked again later,
            // and no attempt counted (it did not fail)
            LOG.debugf("Update %d not handled here now (%s): asked again in %d ms", (Object) step.updateId,
                    busy.reason(), busy.retryAfter().toMillis());
            ended(of, entry, step, false);
            retryLater(of, entry, busy.retryAfter());
        } else if (admission instanceof Admission.Later later) {
            step.set(Uni.createFrom().completionStage(later.decision()).subscribe().with(
                    decided -> decide(of, entry, step, decided),
                    failure -> decide(of, entry, step, new Admission.Busy(settings.initialBackoff(),
                            "the ledger failed: " + failure))));
        } else {
            // fetched again after it was handled (a restart of a poller before the offset was confirmed)
            LOG.debugf("Update %d was handled already: not handled again", (Object) step.updateId);
            ended(of, entry, step, true);
        }
    }

    private void handle(UnconfirmedBatch of, Entry entry, PendingStep step) {
        Uni<Void> handled = Uni.createFrom().deferred(() -> Objects.requireNonNull(sink.apply(entry.update),
                "the UpdateSink returned null"));
        step.set(handled.subscribe().with(
                ignored -> {
                    ledger.settle(entry.update, true);
                    ended(of, entry, step, true);
                },
                failure -> onHandlingFailure(of, entry, step, failure)));
    }

    /**
     * An attempt ended: {@code done} when the update was handled or skipped, not when it waits to be tried again.
     * Confirms what the batch allows, and polls again once every update of the batch is done.
     */
    private void ended(UnconfirmedBatch of, Entry entry, PendingStep step, boolean done) {
        CompletableFuture<Void> stop = null;
        boolean pollAgain;
        synchronized (lock) {
            if (batch != of || !of.isCurrent(entry, step)) {
                return;
            }
            offset = of.ended(entry, done);
            activity.active(scheduler.nanoTime());
            if (phase == Phase.STOPPING && of.inFlight() == 0) {
                // an update waiting to be tried again is not confirmed: Telegram sends it again
                stop = finishStop();
            }
            pollAgain = of.allDone() && current(of.run);
            if (pollAgain) {
                batch = null;
                PendingStep.cancel(timer); // a pause before a poll ahead: the long poll goes instead
                timer = null;
                // a poll ahead out now: its answer starts the long poll (two getUpdates at once end one with 409)
                pollAgain = poll == null;
            }
        }
        if (stop != null) {
            stop.complete(null);
        }
        if (pollAgain) {
            poll(of.run);
        } else {
            pollAheadIfAwaited(of);
        }
    }

    private void onHandlingFailure(UnconfirmedBatch of, Entry entry, PendingStep step, Throwable failure) {
        ledger.settle(entry.update, false);
        FailedAttempt attempt;
        synchronized (lock) {
            if (batch != of || !of.isCurrent(entry, step)) {
                return;
            }
            attempt = of.failed(entry, settings.maxHandlingAttempts());
            attempt.log(LOG, failure, step.updateId, settings.maxHandlingAttempts());
        }
        ended(of, entry, step, attempt.skipped());
        if (!attempt.skipped()) {
            retryLater(of, entry, settings.initialBackoff());
        }
    }

    private void retryLater(UnconfirmedBatch of, Entry entry, Duration delay) {
        PendingStep wait = new PendingStep(-1);
        synchronized (lock) {
            if (batch != of || !current(of.run)) {
                return;
            }
            entry.retry = wait;
        }
        wait.schedule(scheduler, delay, lock, () -> {
            if (entry.retry == wait) {
                entry.retry = null;
            }
        }, () -> submit(of, entry));
    }

    // -------------------------------------------------------------------------------------------------- stopping

    /** Holds the lock. @return the future to complete, outside the lock */
    private CompletableFuture<Void> finishStop() {
        phase = Phase.STOPPED;
        PendingStep.cancel(drainTimer);
        drainTimer = null;
        batch = null;
        CompletableFuture<Void> done = Objects.requireNonNull(stopped);
        stopped = null;
        LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
        return done;
    }

    private void drainTimedOut(UnconfirmedBatch waitingFor) {
        CompletableFuture<Void> done;
        synchronized (lock) {
            if (phase != Phase.STOPPING || batch != waitingFor) {
                return;
            }
            List<Update> cancelled = waitingFor.cancelInFlight();
            for (Update update : cancelled) {
                // forgotten, not remembered as handled: received again, it is handled again (at least once)
                ledger.settle(update, false);
            }
            LOG.warnf("Update(s) %s were still being handled %d ms after stop(); their handling was cancelled and they "
                    + "are not confirmed: they will be received again",
                    cancelled.stream().map(Update::updateId)
                            .toList(),
                    settings.drainTimeout().toMillis());
            done = finishStop();
        }
        done.complete(null);
    }

    /** Runs the task after the delay, unless stopped or started again meanwhile. */
    private void later(long r, Duration delay, Runnable task) {
        PendingStep step = new PendingStep(-1);
        synchronized (lock) {
            if (!current(r)) {
                return;
            }
            timer = step;
            activity.waitsUntil(scheduler.nanoTime() + delay.toNanos()); // a wait it chose is no idleness
        }
        step.schedule(scheduler, delay, lock, () -> {
            if (timer == step) {
                timer = null;
            }
        }, task);
    }
}
