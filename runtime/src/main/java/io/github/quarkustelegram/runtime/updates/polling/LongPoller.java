package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.error.UnauthorizedException;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.UpdateSink;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * Receives updates by long polling: a getUpdates loop on the reactive bot that hands each update to an
 * {@link UpdateSink}, one at a time, in order.
 *
 * <h2>At least once</h2>
 * The offset (the {@code update_id + 1} that confirms an update to Telegram) advances past an update only once the
 * sink's {@code Uni} for it completed. Telegram keeps every update not confirmed, so an update that was being handled
 * when the application stopped, or not handled yet, is received again by the next getUpdates, in this run or the
 * next one. The offset is kept in memory: {@link #start()} after {@link #stop()} resumes from it.
 *
 * <h2>A failing update</h2>
 * When the sink fails an update, the update is tried again, after {@link PollingOptions#initialBackoff()}, up to
 * {@link PollingOptions#maxHandlingAttempts()} times in all; the first failure is logged at WARN. If the last attempt
 * fails too, the update is <em>skipped</em> (confirmed) with an ERROR naming its {@code update_id}: a poison update
 * must not stop the bot for good, and every update after it would wait behind it.
 *
 * <h2>Failing calls</h2>
 * <ul>
 * <li>Network errors, 5xx and other unexpected failures: wait and poll again, the wait doubling from
 * {@link PollingOptions#initialBackoff()} up to {@link PollingOptions#maxBackoff()}. The first failure of a streak is
 * logged at WARN, the others at DEBUG, the recovery at INFO.</li>
 * <li>429 Too Many Requests: wait the {@code retry_after} Telegram asks for.</li>
 * <li>409 Conflict (a webhook is set, or another instance polls with this token) and 401 Unauthorized (a wrong
 * token): polling stops ({@link State#FAILED}) with one ERROR saying what to do. Retrying would not help.</li>
 * </ul>
 *
 * <p>Nothing here blocks: calls, handling and waits are asynchronous (waits are timers of the
 * {@link ResilienceScheduler}). The sink is called on whatever thread the previous step completed on, often a Vert.x
 * event loop: it must not block it. Thread-safe.
 */
public final class LongPoller {

    private static final Logger LOG = Logger.getLogger(LongPoller.class);

    /** An empty answer sooner than this (a long poll that did not wait) is followed by a pause, not a new call. */
    private static final long MIN_EMPTY_POLL_NANOS = Duration.ofMillis(100).toNanos();

    /** Where a poller is in its life. */
    public enum State {
        /** Not started yet. */
        NEW,
        /** Polling. */
        RUNNING,
        /** {@link #stop()} was called; waiting for the update being handled. */
        STOPPING,
        /** Stopped by {@link #stop()}; may be started again. */
        STOPPED,
        /** Stopped by a 401 or a 409; may be started again once the cause is fixed. */
        FAILED
    }

    private final ReactiveTelegramBot bot;
    private final UpdateSink sink;
    private final PollingOptions options;
    private final ResilienceScheduler scheduler;

    private final Object lock = new Object();
    // guarded by lock
    private State state = State.NEW;
    private long run;
    private @Nullable Integer offset;
    private @Nullable Step poll;
    private @Nullable Step timer;
    private @Nullable Step handling;
    private @Nullable Step drainTimer;
    private @Nullable CompletableFuture<Void> stopped;
    private @Nullable Duration backoff;
    private int failuresInARow;

    /**
     * @param bot the bot whose updates to receive; best without retry (as the extension does it): this poller is the
     *     retry layer of getUpdates, and a retrying transport under it would retry each failed poll again, silently
     * @param sink where the updates go
     * @param options how to poll
     * @param scheduler the timers of the waits
     */
    public LongPoller(ReactiveTelegramBot bot, UpdateSink sink, PollingOptions options, ResilienceScheduler scheduler) {
        this.bot = Objects.requireNonNull(bot, "bot");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.options = Objects.requireNonNull(options, "options");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
    }

    /** @return the state */
    public State state() {
        synchronized (lock) {
            return state;
        }
    }

    /** @return the offset of the next getUpdates: one more than the last update confirmed, or null before any */
    public @Nullable Integer offset() {
        synchronized (lock) {
            return offset;
        }
    }

    /**
     * Starts polling, from the last confirmed offset. Does nothing when running.
     *
     * @throws IllegalStateException while a {@link #stop()} is still draining
     */
    public void start() {
        long current;
        synchronized (lock) {
            if (state == State.RUNNING) {
                return;
            }
            if (state == State.STOPPING) {
                throw new IllegalStateException("The long poller is still stopping: start it once stop() completed");
            }
            state = State.RUNNING;
            current = ++run;
            backoff = null;
            failuresInARow = 0;
            LOG.infof("Long polling started (offset %s, timeout %d s)", offset == null ? "none" : offset,
                    options.timeout().toSeconds());
        }
        poll(current);
    }

    /**
     * Stops polling: cancels the long poll in flight or the wait, and lets the update being handled, if any, finish
     * (its offset is then confirmed in memory), waiting for it at most {@link PollingOptions#drainTimeout()}; after that
     * its handling is cancelled and it will be received again. Updates of the batch not handled yet are not confirmed:
     * Telegram sends them again.
     *
     * @return completes when stopped; acts at once, whether or not the stage is used
     */
    public CompletionStage<Void> stop() {
        CompletableFuture<Void> done;
        Step drain;
        synchronized (lock) {
            switch (state) {
                case NEW, STOPPED, FAILED -> {
                    return CompletableFuture.completedFuture(null);
                }
                case STOPPING -> {
                    return Objects.requireNonNull(stopped).minimalCompletionStage();
                }
                default -> {
                }
            }
            cancel(poll);
            cancel(timer);
            poll = null;
            timer = null;
            if (handling == null) {
                state = State.STOPPED;
                LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
                return CompletableFuture.completedFuture(null);
            }
            state = State.STOPPING;
            done = stopped = new CompletableFuture<>();
            Step waitingFor = handling;
            drain = drainTimer = new Step(-1);
            drain.set(scheduler.schedule(options.drainTimeout(), () -> drainTimedOut(waitingFor)));
        }
        return done.minimalCompletionStage();
    }

    // -------------------------------------------------------------------------------------------------- polling

    private boolean current(long r) {
        return state == State.RUNNING && run == r;
    }

    private void poll(long r) {
        GetUpdates request;
        Step step = new Step(-1);
        synchronized (lock) {
            if (!current(r)) {
                return;
            }
            request = GetUpdates.builder()
                    .offset(offset)
                    .limit(options.limit())
                    .timeout((int) options.timeout().toSeconds())
                    .allowedUpdates(options.allowedUpdates())
                    .build();
            poll = step;
        }
        long startedAt = scheduler.nanoTime();
        step.set(bot.getUpdates(request).subscribe().with(
                updates -> onUpdates(r, step, updates, startedAt),
                failure -> onPollFailure(r, step, failure)));
    }

    private void onUpdates(long r, Step step, List<Update> updates, long startedAt) {
        synchronized (lock) {
            if (poll == step) {
                poll = null;
            }
            if (!current(r)) {
                return;
            }
            if (failuresInARow > 0) {
                LOG.infof("getUpdates works again after %d failures in a row", failuresInARow);
            }
            failuresInARow = 0;
            backoff = null;
        }
        if (updates.isEmpty()) {
            if (scheduler.nanoTime() - startedAt < MIN_EMPTY_POLL_NANOS) {
                // a long poll that did not wait (a proxy, a timeout of 0): no busy loop
                later(r, options.initialBackoff(), () -> poll(r));
            } else {
                poll(r);
            }
            return;
        }
        handle(r, updates, 0, 1);
    }

    private void onPollFailure(long r, Step step, Throwable failure) {
        Duration delay;
        synchronized (lock) {
            if (poll == step) {
                poll = null;
            }
            if (!current(r)) {
                return;
            }
            if (failure instanceof UnauthorizedException) {
                fail("Long polling stopped: the Bot API rejected the bot token (401 Unauthorized). Check "
                        + "quarkus.telegram.bot.token (the token BotFather gave; revoked tokens stop working).");
                return;
            }
            if (failure instanceof ConflictException conflict) {
                fail("Long polling stopped: getUpdates conflicts with another way of receiving updates (409 "
                        + conflict.description() + "). Either a webhook is set for this bot: delete it (deleteWebhook) "
                        + "or receive updates by webhook instead; or another instance polls with the same token: run "
                        + "one poller per bot.");
                return;
            }
            if (failure instanceof TooManyRequestsException tooMany && tooMany.retryAfter() != null) {
                delay = tooMany.retryAfter();
                LOG.warnf("getUpdates: too many requests, polling again in %d s as Telegram asks",
                        delay.toSeconds());
            } else {
                failuresInARow++;
                delay = backoff = backoff == null ? options.initialBackoff() : min(backoff.multipliedBy(2),
                        options.maxBackoff());
                if (failuresInARow == 1) {
                    LOG.warnf("getUpdates failed (%s); polling again in %d ms, waiting up to %d s between attempts "
                            + "while it keeps failing", failure, delay.toMillis(), options.maxBackoff().toSeconds());
                } else {
                    LOG.debugf("getUpdates failed %d times in a row (%s); polling again in %d ms", (Object) failuresInARow,
                            failure, delay.toMillis());
                }
            }
        }
        later(r, delay, () -> poll(r));
    }

    /** Stops for good (until started again) with one ERROR. Holds the lock. */
    private void fail(String message) {
        state = State.FAILED;
        cancel(timer);
        timer = null;
        LOG.error(message);
    }

    // -------------------------------------------------------------------------------------------------- handling

    private void handle(long r, List<Update> updates, int index, int attempt) {
        int i = index;
        Step step;
        Update update;
        synchronized (lock) {
            if (!current(r)) {
                return;
            }
            // an update already confirmed (a duplicate) is not handled again
            while (i < updates.size() && offset != null && updates.get(i).updateId() < offset) {
                i++;
            }
            if (i == updates.size()) {
                update = null;
                step = null;
            } else {
                update = updates.get(i);
                step = handling = new Step(update.updateId());
            }
        }
        if (update == null) {
            poll(r);
            return;
        }
        int at = i;
        Uni<Void> handled = Uni.createFrom().deferred(() -> Objects.requireNonNull(sink.accept(update),
                "the UpdateSink returned null"));
        step.set(handled.subscribe().with(
                ignored -> onHandled(r, step, updates, at),
                failure -> onHandlingFailure(r, step, updates, at, attempt, failure)));
    }

    private void onHandled(long r, Step step, List<Update> updates, int index) {
        if (!confirm(step)) {
            return;
        }
        handle(r, updates, index + 1, 1);
    }

    /** Confirms the update of {@code step}; @return whether to go on with the next one. */
    private boolean confirm(Step step) {
        CompletableFuture<Void> done = null;
        boolean goOn;
        synchronized (lock) {
            if (handling != step || step.cancelled) {
                return false;
            }
            handling = null;
            offset = offset == null ? step.updateId + 1 : Math.max(offset, step.updateId + 1);
            if (state == State.STOPPING) {
                done = finishStop();
            }
            goOn = state == State.RUNNING;
        }
        if (done != null) {
            done.complete(null);
        }
        return goOn;
    }

    private void onHandlingFailure(long r, Step step, List<Update> updates, int index, int attempt,
            Throwable failure) {
        if (attempt >= options.maxHandlingAttempts()) {
            LOG.errorf(failure, "Update %d failed %d time(s); skipped (confirmed) so that the updates after it are "
                    + "handled", step.updateId, attempt);
            if (confirm(step)) {
                handle(r, updates, index + 1, 1);
            }
            return;
        }
        CompletableFuture<Void> done = null;
        synchronized (lock) {
            if (handling != step || step.cancelled) {
                return;
            }
            handling = null;
            if (attempt == 1) {
                LOG.warnf(failure, "Handling update %d failed; trying it again (at most %d attempts)",
                        step.updateId, options.maxHandlingAttempts());
            } else {
                LOG.debugf(failure, "Handling update %d failed (attempt %d)", (Object) step.updateId, (Object) attempt);
            }
            if (state == State.STOPPING) {
                // not confirmed: Telegram sends it again
                done = finishStop();
            }
        }
        if (done != null) {
            done.complete(null);
            return;
        }
        later(r, options.initialBackoff(), () -> handle(r, updates, index, attempt + 1));
    }

    // -------------------------------------------------------------------------------------------------- stopping

    /** Holds the lock. @return the future to complete, outside the lock */
    private CompletableFuture<Void> finishStop() {
        state = State.STOPPED;
        cancel(drainTimer);
        drainTimer = null;
        CompletableFuture<Void> done = Objects.requireNonNull(stopped);
        stopped = null;
        LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
        return done;
    }

    private void drainTimedOut(Step waitingFor) {
        CompletableFuture<Void> done;
        synchronized (lock) {
            if (state != State.STOPPING || handling != waitingFor) {
                return;
            }
            handling = null;
            waitingFor.cancel();
            LOG.warnf("Update %d was still being handled %d ms after stop(); its handling was cancelled and it is not "
                    + "confirmed: it will be received again", waitingFor.updateId, options.drainTimeout().toMillis());
            done = finishStop();
        }
        done.complete(null);
    }

    // -------------------------------------------------------------------------------------------------- helpers

    private void later(long r, Duration delay, Runnable task) {
        Step step = new Step(-1);
        synchronized (lock) {
            if (!current(r)) {
                return;
            }
            timer = step;
        }
        step.set(scheduler.schedule(delay, () -> {
            synchronized (lock) {
                if (timer == step) {
                    timer = null;
                }
                if (step.cancelled) {
                    return;
                }
            }
            task.run();
        }));
    }

    private static void cancel(@Nullable Step step) {
        if (step != null) {
            step.cancel();
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** One asynchronous step (a call, a handling, a wait) that may be cancelled before or after it got going. */
    private static final class Step {
        final int updateId;
        private @Nullable Cancellable cancellable;
        volatile boolean cancelled;

        Step(int updateId) {
            this.updateId = updateId;
        }

        void set(Cancellable cancellable) {
            boolean cancelNow;
            synchronized (this) {
                this.cancellable = cancellable;
                cancelNow = cancelled;
            }
            if (cancelNow) {
                cancellable.cancel();
            }
        }

        void cancel() {
            Cancellable c;
            synchronized (this) {
                cancelled = true;
                c = cancellable;
            }
            if (c != null) {
                c.cancel();
            }
        }
    }
}
