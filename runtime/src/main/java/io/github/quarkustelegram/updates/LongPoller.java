package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.ArrayList;
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
import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * Receives updates by long polling: a getUpdates loop on the reactive bot that hands the updates of each answer (a
 * batch) to an {@link UpdateSink} all at once, without waiting for one before the next. The sink (the dispatcher)
 * orders them per chat, handles different chats in parallel, and bounds how many it admits: an update beyond its bound
 * simply waits to be admitted. The next getUpdates goes out once every update of the batch finished.
 *
 * <h2>At least once</h2>
 * The offset (the {@code update_id + 1} that confirms an update to Telegram) advances past an update only once the
 * sink's {@code Uni} for it <em>and for every update before it</em> completed: an update that finished early (another
 * chat) is not confirmed while an earlier one is still being handled. Telegram keeps every update not confirmed, so an
 * update that was being handled when the application stopped, or not handled yet, is received again by the next
 * getUpdates, in this run or the next one; so may a later update that had finished (at least once, not exactly once).
 * The offset is kept in memory: {@link #start()} after {@link #stop()} resumes from it.
 *
 * <h2>A failing update</h2>
 * When the sink fails an update, the update is tried again, after {@link PollingOptions#initialBackoff()}, up to
 * {@link PollingOptions#maxHandlingAttempts()} times in all; the first failure is logged at WARN. The other updates of
 * the batch go on meanwhile, so an update tried again may be handled after later updates of its chat. If the last
 * attempt fails too, the update is <em>skipped</em> (confirmed) with an ERROR naming its {@code update_id}: a poison
 * update must not stop the bot for good, and every update after it would wait behind it.
 *
 * <h2>Failing calls</h2>
 * <ul>
 * <li>Network errors, 5xx and other unexpected failures: wait and poll again, the wait doubling from
 * {@link PollingOptions#initialBackoff()} up to {@link PollingOptions#maxBackoff()}. The first failure of a streak is
 * logged at WARN, the others at DEBUG, the recovery at INFO.</li>
 * <li>429 Too Many Requests: wait the {@code retry_after} Telegram asks for (at most {@value #MAX_RETRY_AFTER_HOURS}
 * hour).</li>
 * <li>409 Conflict "terminated by other getUpdates request": another instance polls with this token, which is what a
 * rolling or blue/green deploy does for a while. Polling goes on, with the backoff and one WARN per streak: the
 * instance that stays receives everything once the other is gone.</li>
 * <li>409 Conflict while a webhook is set: polling stops ({@link State#FAILED}) with one ERROR saying what to do, or,
 * with {@link PollingOptions#deleteWebhook()}, deletes the webhook and goes on.</li>
 * <li>401 Unauthorized (a wrong token): polling stops with one ERROR. Retrying would not help.</li>
 * </ul>
 *
 * <p>
 * Nothing here blocks: calls, handling and waits are asynchronous (waits are timers of the
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
        /** {@link #stop()} was called; waiting for the updates being handled. */
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
    private @Nullable Batch batch;
    /** The updates handled lately: one fetched again after a restart of this poller is not handled twice. */
    private final RecentUpdates recent = new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY);
    private int inFlight;
    private @Nullable Step drainTimer;
    private @Nullable CompletableFuture<Void> stopped;
    private @Nullable Duration backoff;
    /** The longest wait a 429's retry_after may impose: a larger one is capped (a huge one would overflow a timer). */
    static final int MAX_RETRY_AFTER_HOURS = 1;
    private static final Duration MAX_RETRY_AFTER = Duration.ofHours(MAX_RETRY_AFTER_HOURS);
    private int failuresInARow;
    /** When it last did something (a poll sent or answered, an update finished), or when its current wait ends. */
    private long activityAt;
    /** When a getUpdates last succeeded; meaningful once {@link #polled}. */
    private long succeededAt;
    private boolean polled;

    /**
     * @param bot the bot whose updates to receive; best without retry (as the extension does it): this poller is the
     *        retry layer of getUpdates, and a retrying transport under it would retry each failed poll again, silently
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

    /** @return how many getUpdates failed in a row until now; 0 after a success */
    public int failuresInARow() {
        synchronized (lock) {
            return failuresInARow;
        }
    }

    /** @return how long ago a getUpdates last succeeded; null before the first */
    public @Nullable Duration sinceLastSuccess() {
        synchronized (lock) {
            return polled ? Duration.ofNanos(Math.max(0, scheduler.nanoTime() - succeededAt)) : null;
        }
    }

    /**
     * @return how long it has done nothing: no poll sent or answered, no update finished, no wait it chose (a backoff, a
     *         {@code retry_after}) running; long only when it is stuck
     */
    public Duration idle() {
        synchronized (lock) {
            return Duration.ofNanos(Math.max(0, scheduler.nanoTime() - activityAt));
        }
    }

    /** @return how many updates received are not confirmed yet (being handled, or waiting behind one that is) */
    public int unconfirmed() {
        synchronized (lock) {
            return batch == null ? 0 : batch.entries.size() - batch.confirmed;
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
            activityAt = scheduler.nanoTime();
            current = ++run;
            backoff = null;
            failuresInARow = 0;
            LOG.infof("Long polling started (offset %s, timeout %d s)", offset == null ? "none" : offset,
                    options.timeout().toSeconds());
        }
        poll(current);
    }

    /**
     * Stops polling: cancels the long poll in flight or the wait, and lets the updates handed to the sink finish
     * (confirming in memory those finished with every update before them), waiting for them at most
     * {@link PollingOptions#drainTimeout()}; after that their handling is cancelled and they will be received again.
     * An update waiting to be tried again is not tried again and not confirmed: Telegram sends it again.
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
            if (batch != null) {
                // an update waiting to be tried again is not confirmed: Telegram sends it again
                batch.entries.forEach(entry -> cancel(entry.retry));
            }
            if (inFlight == 0) {
                state = State.STOPPED;
                batch = null;
                LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
                return CompletableFuture.completedFuture(null);
            }
            state = State.STOPPING;
            done = stopped = new CompletableFuture<>();
            Batch waitingFor = Objects.requireNonNull(batch);
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
            activityAt = scheduler.nanoTime();
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
            activityAt = succeededAt = scheduler.nanoTime();
            polled = true;
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
        handle(r, updates);
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
            activityAt = scheduler.nanoTime();
            if (failure instanceof UnauthorizedException) {
                fail("Long polling stopped: the Bot API rejected the bot token (401 Unauthorized). Check "
                        + "quarkus.telegram.bot.token (the token BotFather gave; revoked tokens stop working).");
                return;
            }
            if (failure instanceof ConflictException conflict && webhookIsSet(conflict)) {
                if (!options.deleteWebhook()) {
                    fail("Long polling stopped: a webhook is set for this bot, and Telegram gives its updates to the "
                            + "webhook only (409 " + conflict.description() + "). Either delete it (deleteWebhook) or "
                            + "let polling delete it (quarkus.telegram.updates.polling.delete-webhook=true), or receive "
                            + "updates by webhook.");
                    return;
                }
                LOG.warnf("A webhook is set for this bot (409 %s): deleting it, as polling is told to, then polling "
                        + "again", conflict.description());
                deleteWebhookThenPoll(r);
                return;
            }
            if (failure instanceof TooManyRequestsException tooMany && tooMany.retryAfter() != null) {
                delay = min(tooMany.retryAfter(), MAX_RETRY_AFTER);
                LOG.warnf("getUpdates: too many requests, polling again in %d s as Telegram asks%s", delay.toSeconds(),
                        delay.equals(tooMany.retryAfter()) ? ""
                                : " (it asked " + tooMany.retryAfter().toSeconds()
                                        + " s: capped)");
            } else if (failure instanceof ConflictException conflict) {
                // another poller with this token: a deploy in progress; the one left polling receives everything
                failuresInARow++;
                delay = backoff = backoff == null ? options.initialBackoff()
                        : min(backoff.multipliedBy(2),
                                options.maxBackoff());
                if (failuresInARow == 1) {
                    LOG.warnf("getUpdates: another instance polls with this bot's token (409 %s); polling goes on, "
                            + "again in %d ms: updates go to one of the instances until the other stops",
                            conflict.description(), delay.toMillis());
                } else {
                    LOG.debugf("getUpdates conflicted with another poller %d times in a row; again in %d ms",
                            (Object) failuresInARow, delay.toMillis());
                }
            } else {
                failuresInARow++;
                delay = backoff = backoff == null ? options.initialBackoff()
                        : min(backoff.multipliedBy(2),
                                options.maxBackoff());
                if (failuresInARow == 1) {
                    LOG.warnf("getUpdates failed (%s); polling again in %d ms, waiting up to %d ms between attempts "
                            + "while it keeps failing", failure, delay.toMillis(), options.maxBackoff().toMillis());
                } else {
                    LOG.debugf("getUpdates failed %d times in a row (%s); polling again in %d ms", (Object) failuresInARow,
                            failure, delay.toMillis());
                }
            }
        }
        later(r, delay, () -> poll(r));
    }

    /** Whether a 409 means a webhook is set (rather than another poller): Telegram's description says so. */
    private static boolean webhookIsSet(ConflictException conflict) {
        String description = conflict.description();
        return description != null && description.toLowerCase(java.util.Locale.ROOT).contains("webhook");
    }

    private void deleteWebhookThenPoll(long r) {
        bot.deleteWebhook(DeleteWebhook.builder().dropPendingUpdates(false).build()).subscribe().with(
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
        state = State.FAILED;
        cancel(timer);
        timer = null;
        LOG.error(message);
    }

    // -------------------------------------------------------------------------------------------------- handling

    /** Hands every update of the batch not confirmed yet to the sink at once; the sink bounds and orders them. */
    private void handle(long r, List<Update> updates) {
        Batch batch;
        synchronized (lock) {
            if (!current(r)) {
                return;
            }
            List<Entry> entries = new ArrayList<>(updates.size());
            for (Update update : updates) {
                // an update already confirmed (a duplicate) is not handled again
                if (offset == null || update.updateId() >= offset) {
                    entries.add(new Entry(update));
                }
            }
            if (entries.isEmpty()) {
                batch = null;
            } else {
                batch = this.batch = new Batch(r, entries);
            }
        }
        if (batch == null) {
            poll(r);
            return;
        }
        for (Entry entry : batch.entries) {
            submit(batch, entry);
        }
    }

    private void submit(Batch batch, Entry entry) {
        Step step = new Step(entry.update.updateId());
        synchronized (lock) {
            if (this.batch != batch || entry.done || (state != State.RUNNING)) {
                return;
            }
            entry.step = step;
            entry.attempts++;
            inFlight++;
        }
        if (!(recent.begin(step.updateId) instanceof RecentUpdates.New)) {
            // fetched again after this process handled it (a restart of the poller before the offset was confirmed)
            LOG.debugf("Update %d was handled already: not handled again", (Object) step.updateId);
            finished(batch, entry, step, true);
            return;
        }
        Uni<Void> handled = Uni.createFrom().deferred(() -> Objects.requireNonNull(sink.accept(entry.update),
                "the UpdateSink returned null"));
        step.set(handled.subscribe().with(
                ignored -> onHandled(batch, entry, step),
                failure -> onHandlingFailure(batch, entry, step, failure)));
    }

    private void onHandled(Batch batch, Entry entry, Step step) {
        recent.end(step.updateId, true);
        finished(batch, entry, step, true);
    }

    /**
     * An update's handling ended: {@code done} when it completed or was skipped, not when it waits to be tried again.
     * Confirms the longest run of finished updates from the start of the batch, and polls again once all of them
     * finished.
     */
    private void finished(Batch batch, Entry entry, Step step, boolean done) {
        CompletableFuture<Void> stop = null;
        boolean pollAgain;
        synchronized (lock) {
            if (this.batch != batch || entry.step != step || step.cancelled) {
                return;
            }
            entry.step = null;
            inFlight--;
            entry.done = done;
            activityAt = scheduler.nanoTime();
            if (done) {
                batch.remaining--;
                while (batch.confirmed < batch.entries.size() && batch.entries.get(batch.confirmed).done) {
                    int id = batch.entries.get(batch.confirmed).update.updateId();
                    offset = offset == null ? id + 1 : Math.max(offset, id + 1);
                    batch.confirmed++;
                }
            }
            if (state == State.STOPPING && inFlight == 0) {
                // an update waiting to be tried again is not confirmed: Telegram sends it again
                stop = finishStop();
            }
            pollAgain = batch.remaining == 0 && current(batch.run);
            if (pollAgain) {
                this.batch = null;
            }
        }
        if (stop != null) {
            stop.complete(null);
        }
        if (pollAgain) {
            poll(batch.run);
        }
    }

    private void onHandlingFailure(Batch batch, Entry entry, Step step, Throwable failure) {
        recent.end(step.updateId, false);
        boolean skipped;
        synchronized (lock) {
            if (this.batch != batch || entry.step != step || step.cancelled) {
                return;
            }
            skipped = entry.attempts >= options.maxHandlingAttempts();
            if (skipped) {
                LOG.errorf(failure, "Update %d failed %d time(s); skipped (confirmed) so that the updates after it are "
                        + "confirmed too", step.updateId, entry.attempts);
            } else if (entry.attempts == 1) {
                LOG.warnf(failure, "Handling update %d failed; trying it again (at most %d attempts)",
                        step.updateId, options.maxHandlingAttempts());
            } else {
                LOG.debugf(failure, "Handling update %d failed (attempt %d)", (Object) step.updateId,
                        (Object) entry.attempts);
            }
        }
        finished(batch, entry, step, skipped);
        if (!skipped) {
            retryLater(batch, entry);
        }
    }

    private void retryLater(Batch batch, Entry entry) {
        Step wait = new Step(-1);
        synchronized (lock) {
            if (this.batch != batch || !current(batch.run)) {
                return;
            }
            entry.retry = wait;
        }
        wait.set(scheduler.schedule(options.initialBackoff(), () -> {
            synchronized (lock) {
                if (entry.retry == wait) {
                    entry.retry = null;
                }
                if (wait.cancelled) {
                    return;
                }
            }
            submit(batch, entry);
        }));
    }

    // -------------------------------------------------------------------------------------------------- stopping

    /** Holds the lock. @return the future to complete, outside the lock */
    private CompletableFuture<Void> finishStop() {
        state = State.STOPPED;
        cancel(drainTimer);
        drainTimer = null;
        batch = null;
        inFlight = 0;
        CompletableFuture<Void> done = Objects.requireNonNull(stopped);
        stopped = null;
        LOG.infof("Long polling stopped (offset %s)", offset == null ? "none" : offset);
        return done;
    }

    private void drainTimedOut(Batch waitingFor) {
        CompletableFuture<Void> done;
        synchronized (lock) {
            if (state != State.STOPPING || batch != waitingFor) {
                return;
            }
            List<Integer> cancelled = new ArrayList<>();
            for (Entry entry : waitingFor.entries) {
                if (entry.step != null) {
                    cancelled.add(entry.update.updateId());
                    entry.step.cancel();
                    entry.step = null;
                    // forgotten, not remembered as handled: received again, it is handled again (at least once)
                    recent.end(entry.update.updateId(), false);
                }
            }
            LOG.warnf("Update(s) %s were still being handled %d ms after stop(); their handling was cancelled and they "
                    + "are not confirmed: they will be received again", cancelled, options.drainTimeout().toMillis());
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
            activityAt = scheduler.nanoTime() + delay.toNanos(); // a wait it chose is no idleness
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

    /** The updates of one getUpdates answer, in the order of their ids. Guarded by the poller's lock. */
    private static final class Batch {
        final long run;
        final List<Entry> entries;
        /** How many entries from the start are confirmed. */
        int confirmed;
        /** How many entries are not done yet. */
        int remaining;

        Batch(long run, List<Entry> entries) {
            this.run = run;
            this.entries = entries;
            this.remaining = entries.size();
        }
    }

    /** One update of a batch. Guarded by the poller's lock. */
    private static final class Entry {
        final Update update;
        /** Its handling in flight, if any. */
        @Nullable
        Step step;
        /** Its wait before another attempt, if any. */
        @Nullable
        Step retry;
        int attempts;
        /** Handled, or skipped after its last attempt. */
        boolean done;

        Entry(Update update) {
            this.update = update;
        }
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
