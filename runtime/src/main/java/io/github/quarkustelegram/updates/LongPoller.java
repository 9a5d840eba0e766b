package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.resilience.RetryDecorator;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.runtime.updates.polling.PollCalls;
import io.github.quarkustelegram.runtime.updates.polling.PollFailurePolicy;
import io.github.quarkustelegram.runtime.updates.polling.PollLoop;
import io.github.quarkustelegram.runtime.updates.polling.PollSettings;
import io.github.quarkustelegram.runtime.updates.polling.PollerLease;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;

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
 * <h2>Several instances</h2>
 * Telegram allows one getUpdates at a time per bot. Given a {@link PollerLock} (the extension's, on Redis, with
 * {@code quarkus.telegram.state.store=redis}), a poller sends getUpdates only while its instance holds the lock; the
 * others wait, ready ({@link #standby()}), and the first to take the lock once its holder is gone polls next, from
 * Telegram's confirmed offset. Losing the lock cancels the long poll in flight, before any other getUpdates. The
 * shared {@link UpdateLedger} makes sure that an update the previous poller handled without confirming it is not
 * handled again.
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

    // The engine (the loop, the batch, the failure policy) is in runtime.updates.polling; this is its face.

    /** The longest wait a 429's retry_after may impose, in hours: a larger one is capped. */
    static final int MAX_RETRY_AFTER_HOURS = PollFailurePolicy.MAX_RETRY_AFTER_HOURS;

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

    private final PollLoop loop;

    /**
     * @param bot the bot whose updates to receive; its getUpdates calls are not repeated by the client's retry: this
     *        poller is their retry layer (backoff, logging once, stopping at 401 and 409)
     * @param sink where the updates go
     * @param options how to poll
     * @param scheduler the timers of the waits
     */
    public LongPoller(ReactiveTelegramBot bot, UpdateSink sink, PollingOptions options, ResilienceScheduler scheduler) {
        this(bot, sink, options, scheduler, new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY));
    }

    /**
     * @param bot the bot whose updates to receive; its getUpdates calls are not repeated by the client's retry: this
     *        poller is their retry layer (backoff, logging once, stopping at 401 and 409)
     * @param sink where the updates go
     * @param options how to poll
     * @param scheduler the timers of the waits
     * @param ledger the updates handled or being handled: shared by the instances of a bot that runs as several, so
     *        that the instance polling after another does not handle again what that one handled
     */
    public LongPoller(ReactiveTelegramBot bot, UpdateSink sink, PollingOptions options, ResilienceScheduler scheduler,
            UpdateLedger ledger) {
        this(bot, sink, options, scheduler, ledger, PollerLease.ALONE);
    }

    /**
     * A poller of one instance among several: it polls only while this instance holds the {@code lock}, and waits,
     * ready, while another does. It starts competing for the lock at {@link #start()}; losing the lock cancels the
     * long poll in flight. It never releases the lock: its owner does, once {@link #stop()} completed (and the offset
     * was confirmed), so that no getUpdates of this instance overlaps the next holder's.
     *
     * @param bot the bot whose updates to receive; its getUpdates calls are not repeated by the client's retry
     * @param sink where the updates go
     * @param options how to poll
     * @param scheduler the timers of the waits
     * @param ledger the updates handled or being handled, shared by the instances: the instance that takes over
     *        continues from Telegram's confirmed offset, and does not handle again what the previous poller handled
     * @param lock which instance polls
     */
    public LongPoller(ReactiveTelegramBot bot, UpdateSink sink, PollingOptions options, ResilienceScheduler scheduler,
            UpdateLedger ledger, PollerLock lock) {
        this(bot, sink, options, scheduler, ledger, lease(Objects.requireNonNull(lock, "lock")));
    }

    private LongPoller(ReactiveTelegramBot bot, UpdateSink sink, PollingOptions options, ResilienceScheduler scheduler,
            UpdateLedger ledger, PollerLease lease) {
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(sink, "sink");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(scheduler, "scheduler");
        this.loop = new PollLoop(new PollCalls() {
            @Override
            public Uni<List<Update>> getUpdates(GetUpdates request) {
                return RetryDecorator.notRetried(bot.getUpdates(request));
            }

            @Override
            public Uni<Boolean> deleteWebhook(DeleteWebhook request) {
                return bot.deleteWebhook(request);
            }
        }, sink::accept, sink::arrived, sink::awaitsLaterUpdates, settings(options), scheduler, ledger, lease);
        sink.whenLaterUpdatesAwaited(loop::laterUpdatesAwaited);
    }

    private static PollerLease lease(PollerLock lock) {
        return new PollerLease() {
            @Override
            public void start(Runnable changed) {
                lock.start(changed);
            }

            @Override
            public boolean held() {
                return lock.held();
            }
        };
    }

    private static PollSettings settings(PollingOptions options) {
        return new PollSettings(options.timeout(), options.limit(), options.allowedUpdates(), options.initialBackoff(),
                options.maxBackoff(), options.maxHandlingAttempts(), options.drainTimeout(), options.deleteWebhook());
    }

    /** @return the state */
    public State state() {
        return switch (loop.status().phase()) {
            case NEW -> State.NEW;
            case RUNNING -> State.RUNNING;
            case STOPPING -> State.STOPPING;
            case STOPPED -> State.STOPPED;
            case FAILED -> State.FAILED;
        };
    }

    /** @return how many getUpdates failed in a row until now; 0 after a success */
    public int failuresInARow() {
        return loop.status().failuresInARow();
    }

    /** @return how long ago a getUpdates last succeeded; null before the first */
    public @Nullable Duration sinceLastSuccess() {
        return loop.status().sinceLastSuccess();
    }

    /**
     * @return how long it has done nothing: no poll sent or answered, no update finished, no wait it chose (a backoff, a
     *         {@code retry_after}, the standby while another instance polls) running; long only when it is stuck
     */
    public Duration idle() {
        return loop.status().idle();
    }

    /**
     * @return whether it waits, ready, while another instance polls (it runs, and does not hold the {@link PollerLock});
     *         false for a poller without a lock
     */
    public boolean standby() {
        return loop.status().standby();
    }

    /** @return how many updates received are not confirmed yet (being handled, or waiting behind one that is) */
    public int unconfirmed() {
        return loop.status().unconfirmed();
    }

    /** @return the offset of the next getUpdates: one more than the last update confirmed, or null before any */
    public @Nullable Integer offset() {
        return loop.status().offset();
    }

    /**
     * Starts polling, from the last confirmed offset. Does nothing when running.
     *
     * @throws IllegalStateException while a {@link #stop()} is still draining
     */
    public void start() {
        loop.start();
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
        return loop.stop();
    }
}
