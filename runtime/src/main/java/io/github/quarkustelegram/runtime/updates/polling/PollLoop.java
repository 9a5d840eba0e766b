package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.polling.UnconfirmedBatch.Entry;
import io.github.quarkustelegram.runtime.updates.polling.UnconfirmedBatch.FailedAttempt;
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

    private final PollCalls calls;
    /**
     * Admits, hands over and settles each update of a batch (the ledger: one fetched again after a restart of this
     * poller, or of another instance's, is not handled twice).
     */
    private final UpdateAttempt attempts;
    /** Whether the sink waits for updates after those it has (an album's parts): then the loop polls ahead. */
    private final BooleanSupplier awaitsLaterUpdates;
    private final PollSettings settings;
    private final PollFailurePolicy failures;
    private final ResilienceScheduler scheduler;
    /** Only the instance holding it polls: two getUpdates at once would end one with 409. */
    private final PollerLease lease;

    private final Object lock = new Object();
    // guarded by lock
    private PollPhase phase = PollPhase.NEW;
    private long run;
    private @Nullable Integer offset;
    private @Nullable PendingStep poll;
    private @Nullable PendingStep timer;
    private @Nullable UnconfirmedBatch batch;
    private @Nullable StopDrain draining;
    private final PollActivity activity = new PollActivity();

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
        this(calls, sink, update -> {
        }, awaitsLaterUpdates, settings, scheduler, ledger, lease);
    }

    /**
     * @param arrived told of each update before the ledger is asked ({@code UpdateSink.arrived}); the other
     *        parameters as above
     */
    public PollLoop(PollCalls calls, Function<Update, Uni<Void>> sink, Consumer<Update> arrived,
            BooleanSupplier awaitsLaterUpdates, PollSettings settings, ResilienceScheduler scheduler,
            UpdateLedger ledger, PollerLease lease) {
        this.awaitsLaterUpdates = Objects.requireNonNull(awaitsLaterUpdates, "awaitsLaterUpdates");
        this.calls = Objects.requireNonNull(calls, "calls");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.attempts = new UpdateAttempt(ledger, sink, arrived, settings.initialBackoff());
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
            if (phase == PollPhase.RUNNING) {
                return;
            }
            if (phase == PollPhase.STOPPING) {
                throw new IllegalStateException("The long poller is still stopping: start it once stop() completed");
            }
            phase = PollPhase.RUNNING;
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
        synchronized (lock) {
            switch (phase) {
                case NEW, STOPPED, FAILED -> {
                    return CompletableFuture.completedFuture(null);
                }
                case STOPPING -> {
                    return Objects.requireNonNull(draining).stage();
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
                return finishStop().minimalCompletionStage();
            }
            phase = PollPhase.STOPPING;
            UnconfirmedBatch waitingFor = batch;
            draining = new StopDrain(scheduler, settings.drainTimeout(), () -> drainTimedOut(waitingFor));
            return draining.stage();
        }
    }

    // -------------------------------------------------------------------------------------------------- polling

    private boolean current(long r) {
        return phase == PollPhase.RUNNING && run == r;
    }

    /** The call of {@code step} answered: forgets it. Holds the lock. @return whether run {@code r} goes on */
    private boolean answered(long r, PendingStep step) {
        if (poll == step) {
            poll = null;
        }
        return current(r);
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
            request = settings.request(offset, settings.timeout());
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
            if (!answered(r, step)) {
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
            submitAll(received, List.copyOf(received.entries())); // every update at once: the sink bounds and orders them
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

    /**
     * The sink started waiting for later updates while it handles the batch (after the batch was handed over: a
     * streamed answer, whose stop comes later): poll ahead now, as when it waited from the start.
     */
    public void laterUpdatesAwaited() {
        UnconfirmedBatch of;
        synchronized (lock) {
            of = batch;
        }
        if (of != null) {
            pollAheadIfAwaited(of);
        }
    }

    private void pollAhead(UnconfirmedBatch of) {
        GetUpdates request;
        PendingStep step = new PendingStep(-1);
        synchronized (lock) {
            if (batch != of || of.allDone() || poll != null || !current(of.run) || !lease.held()) {
                return;
            }
            request = settings.request(offset, Duration.ZERO);
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
        submitAll(of, added);
    }

    private void submitAll(UnconfirmedBatch of, List<Entry> entries) {
        for (Entry entry : entries) {
            submit(of, entry);
        }
        pollAheadIfAwaited(of);
    }

    private void onPollFailure(long r, PendingStep step, Throwable failure) {
        PollFailurePolicy.Decision decision;
        synchronized (lock) {
            if (!answered(r, step)) {
                return;
            }
            activity.active(scheduler.nanoTime());
            decision = failures.decide(failure, activity.failuresInARow());
            if (decision instanceof PollFailurePolicy.Stop stop) {
                fail(stop.error());
                return;
            }
            decision.log(LOG);
            if (decision instanceof PollFailurePolicy.Wait wait) {
                activity.failuresInARow(wait.failuresInARow());
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
            if (phase != PollPhase.RUNNING) {
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
        phase = PollPhase.FAILED;
        PendingStep.cancel(timer);
        timer = null;
        LOG.error(message);
    }

    // -------------------------------------------------------------------------------------------------- handling

    private void submit(UnconfirmedBatch of, Entry entry) {
        PendingStep step = new PendingStep(entry.updateId());
        synchronized (lock) {
            if (batch != of || phase != PollPhase.RUNNING || !of.begin(entry, step)) {
                return;
            }
        }
        attempts.start(entry.update, step, outcome -> ended(of, entry, step, outcome));
    }

    /**
     * An attempt ended: the update is done when handled or skipped (after its last failed attempt), not when it is
     * to be tried again (failed, or busy elsewhere), which is then scheduled. Confirms what the batch allows, and
     * polls again once every update of the batch is done.
     */
    private void ended(UnconfirmedBatch of, Entry entry, PendingStep step, UpdateAttempt.Outcome outcome) {
        CompletableFuture<Void> stop = null;
        PendingStep retry = null;
        Duration retryIn = null;
        boolean pollAgain;
        synchronized (lock) {
            if (batch != of || !of.isCurrent(entry, step)) {
                return;
            }
            if (outcome instanceof UpdateAttempt.Failed failed) {
                FailedAttempt attempt = of.failed(entry, settings.maxHandlingAttempts());
                attempt.log(LOG, failed.failure(), step.updateId, settings.maxHandlingAttempts());
                retryIn = attempt.skipped() ? null : settings.initialBackoff();
            } else if (outcome instanceof UpdateAttempt.Busy busy) {
                retryIn = busy.retryAfter(); // no attempt counted: it did not fail
            }
            offset = of.ended(entry, retryIn == null);
            activity.active(scheduler.nanoTime());
            if (phase == PollPhase.STOPPING && of.inFlight() == 0) {
                // an update waiting to be tried again is not confirmed: Telegram sends it again
                stop = finishStop();
            } else if (retryIn != null && current(of.run)) {
                retry = entry.retry = new PendingStep(-1);
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
        if (retry != null) {
            PendingStep wait = retry;
            wait.schedule(scheduler, retryIn, lock, () -> {
                if (entry.retry == wait) {
                    entry.retry = null;
                }
            }, () -> submit(of, entry));
        }
        if (pollAgain) {
            poll(of.run);
        } else {
            pollAheadIfAwaited(of);
        }
    }

    // -------------------------------------------------------------------------------------------------- stopping

    /** Holds the lock. @return the future to complete, outside the lock */
    private CompletableFuture<Void> finishStop() {
        phase = PollPhase.STOPPED;
        batch = null;
        CompletableFuture<Void> done = draining == null ? CompletableFuture.completedFuture(null) : draining.end();
        draining = null;
        LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
        return done;
    }

    private void drainTimedOut(UnconfirmedBatch waitingFor) {
        CompletableFuture<Void> done;
        synchronized (lock) {
            if (phase != PollPhase.STOPPING || batch != waitingFor) {
                return;
            }
            waitingFor.abandonInFlight(attempts::forget, settings.drainTimeout(), LOG);
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
