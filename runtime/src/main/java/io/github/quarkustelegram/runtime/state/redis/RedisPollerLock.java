package io.github.quarkustelegram.runtime.state.redis;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.polling.PollLoop;
import io.github.quarkustelegram.updates.PollerLock;
import io.smallrye.mutiny.subscription.Cancellable;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.redis.client.Response;

/**
 * The {@link PollerLock} of a bot run as several instances in polling mode: the key {@code <prefix>poller}, holding the
 * name of the instance that polls, with a timeout ({@code quarkus.telegram.state.poller-lock}). Every third of it,
 * one script ({@code poller-lock.lua}) renews it when this instance holds it, takes it when nobody does, or says who
 * holds it and for how long; the decisions are {@link PollerLockTerm}'s. {@link #release()} deletes it if this
 * instance still holds it ({@code poller-release.lua}).
 *
 * <p>
 * When the poller dies, its lock expires and another instance takes it within about the timeout. When this instance
 * cannot renew (Redis unreachable), it stops polling a third of the timeout before the lock can expire; while Redis is
 * unreachable no instance polls (nothing could be admitted by the shared ledger anyway). Logs at INFO when this
 * instance takes polling over or hands it over. Thread-safe.
 *
 * <p>
 * The same lock, under another key and in other words ({@link Words}), lets one instance of a fleet send broadcasts
 * at a time ({@link Words#BROADCAST_SENDER}, the key {@code <prefix>broadcasts:sender}): one mechanism, tested once,
 * for every "one instance at a time".
 */
public final class RedisPollerLock implements PollerLock, AutoCloseable {

    private static final RedisScript TAKE = RedisScript.load("poller-lock");
    private static final RedisScript RELEASE = RedisScript.load("poller-release");

    private final RedisState state;
    private final ResilienceScheduler scheduler;
    private final Words words;
    private final Logger log;
    private final String key;
    private final String timeoutMillis;
    private final PollerLockTerm term;
    private volatile Runnable changed = () -> {
    };
    // guarded by this
    private boolean started;
    private boolean closed;
    private @Nullable Cancellable nextTick;
    private @Nullable Cancellable early;
    /** The last request, which the release waits for: Redis may run requests of two connections in any order. */
    private Future<?> lastAsk = Future.succeededFuture();

    /**
     * @param state the client, the key prefix, this instance's name
     * @param scheduler the clock and the ticks
     * @param timeout how long the lock lasts without renewal
     */
    public RedisPollerLock(RedisState state, ResilienceScheduler scheduler, Duration timeout) {
        this(state, scheduler, timeout, "poller", Words.POLLER);
    }

    /**
     * A lock of this kind for another task than polling.
     *
     * @param state the client, the key prefix, this instance's name
     * @param scheduler the clock and the ticks
     * @param timeout how long the lock lasts without renewal
     * @param keySuffix the lock's key after the prefix (e.g. {@code broadcasts:sender})
     * @param words what its INFO lines call the task and the lock, and where they go
     */
    public RedisPollerLock(RedisState state, ResilienceScheduler scheduler, Duration timeout, String keySuffix,
            Words words) {
        this.state = Objects.requireNonNull(state, "state");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.words = Objects.requireNonNull(words, "words");
        this.log = Logger.getLogger(words.logCategory());
        this.key = state.key(Objects.requireNonNull(keySuffix, "keySuffix"));
        this.timeoutMillis = Long.toString(timeout.toMillis());
        this.term = new PollerLockTerm(state.instance(), timeout);
    }

    @Override
    public void start(Runnable changed) {
        synchronized (this) {
            this.changed = Objects.requireNonNull(changed, "changed");
            if (started || closed) {
                return;
            }
            started = true;
        }
        tick();
    }

    @Override
    public synchronized boolean held() {
        return term.held(scheduler.nanoTime());
    }

    @Override
    public synchronized @Nullable String holder() {
        return term.holder();
    }

    /** @return this instance's name, as {@link #holder()} gives it */
    public String instance() {
        return state.instance();
    }

    private void tick() {
        boolean lost;
        synchronized (this) {
            if (closed) {
                return;
            }
            lost = term.tick(scheduler.nanoTime());
            nextTick = scheduler.schedule(term.period(), this::tick);
        }
        if (lost) {
            log.infof("This instance (%s) stops %s: its %s could not be renewed in time (Redis unreachable?);"
                    + " another instance may take over", state.instance(), words.doing(), words.lock());
            changed.run();
        }
        ask();
    }

    private void ask() {
        long sentAt;
        String take;
        synchronized (this) {
            sentAt = scheduler.nanoTime();
            take = term.held(sentAt) ? "0" : "1";
        }
        Future<Response> reply = state.run(TAKE, List.of(key), List.of(state.instance(), timeoutMillis, take));
        synchronized (this) {
            lastAsk = reply;
        }
        reply.onComplete(answered -> answered(sentAt, answered));
    }

    private void answered(long sentAt, AsyncResult<Response> reply) {
        if (reply.failed()) {
            state.outage().failed(reply.cause(), "no instance " + words.does() + " until it answers");
            return;
        }
        Response answer = reply.result();
        boolean mine = answer.get(0).toInteger() == 1;
        boolean change;
        @Nullable
        String from;
        String holder = mine ? state.instance() : answer.get(1).toString(); // '': nobody
        synchronized (this) {
            if (closed) {
                return;
            }
            from = term.previous();
            if (mine) {
                change = term.mine(sentAt, scheduler.nanoTime());
            } else {
                PollerLockTerm.Answer other = term.other(holder, answer.get(2).toLong());
                change = other.changed();
                if (other.askAgainIn() != null) {
                    if (early != null) {
                        early.cancel();
                    }
                    early = scheduler.schedule(other.askAgainIn(), this::askUnlessClosed);
                }
            }
        }
        if (change) {
            if (mine) {
                log.infof("This instance (%s) %s now: it took the %s%s", state.instance(), words.does(),
                        words.lock(), from == null ? "" : " (" + words.did() + " last by " + from + ")");
            } else {
                log.infof("This instance (%s) stops %s: %s", state.instance(), words.doing(), holder.isEmpty()
                        ? "its " + words.lock() + " expired before it was renewed"
                        : holder + " holds the " + words.lock());
            }
            changed.run();
        }
    }

    private void askUnlessClosed() {
        synchronized (this) {
            if (closed) {
                return;
            }
        }
        ask();
    }

    /** Stops competing; lets the lock go if this instance holds it, so that another takes over at once. */
    @Override
    public CompletionStage<Void> release() {
        boolean competed;
        Future<?> pending;
        synchronized (this) {
            pending = lastAsk;
            if (closed) {
                return CompletableFuture.completedFuture(null);
            }
            closed = true;
            competed = started;
            term.released();
            for (Cancellable timer : new Cancellable[] { nextTick, early }) {
                if (timer != null) {
                    timer.cancel();
                }
            }
        }
        if (!competed) {
            return CompletableFuture.completedFuture(null);
        }
        // asked even when this instance no longer trusts its term (a late renewal): the script deletes only its own
        CompletableFuture<Void> done = new CompletableFuture<>();
        pending.transform(asked -> state.run(RELEASE, List.of(key), List.of(state.instance()))).onComplete(reply -> {
            if (reply.succeeded()) {
                if (reply.result().toInteger() == 1) {
                    log.infof("This instance (%s) hands %s over: %s released", state.instance(), words.doing(),
                            words.lock());
                }
            } else {
                log.infof("This instance (%s) stopped %s; its %s could not be released (%s) and expires by itself",
                        state.instance(), words.doing(), words.lock(), reply.cause().toString());
            }
            done.complete(null);
        });
        return done;
    }

    @Override
    public void close() {
        release();
    }

    /**
     * What a lock's INFO lines call the task its holder does and the lock, so that they read right for each task:
     * "This instance (x) {@code does} now: it took the {@code lock} ({@code did} last by y)", "... stops
     * {@code doing}: ...", "... hands {@code doing} over: ...".
     *
     * @param logCategory the category its lines are logged under (the task's own)
     * @param lock the lock's name, e.g. "poller lock"
     * @param does what its holder does, e.g. "polls"
     * @param doing the task, e.g. "polling"
     * @param did what the previous holder did, e.g. "polled"
     */
    public record Words(String logCategory, String lock, String does, String doing, String did) {

        /** The poller's: one instance polls at a time. */
        public static final Words POLLER = new Words(PollLoop.LOG_CATEGORY, "poller lock", "polls", "polling",
                "polled");

        /** The broadcasts' senders': one instance sends broadcasts and scheduled messages at a time. */
        public static final Words BROADCAST_SENDER = new Words("io.github.quarkustelegram.broadcasts",
                "broadcast sender lock", "sends broadcasts", "sending broadcasts", "sent");

        /** Checks the components. */
        public Words {
            Objects.requireNonNull(logCategory, "logCategory");
            Objects.requireNonNull(lock, "lock");
            Objects.requireNonNull(does, "does");
            Objects.requireNonNull(doing, "doing");
            Objects.requireNonNull(did, "did");
        }
    }
}
