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
 */
public final class RedisPollerLock implements PollerLock, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(PollLoop.LOG_CATEGORY);
    private static final RedisScript TAKE = RedisScript.load("poller-lock");
    private static final RedisScript RELEASE = RedisScript.load("poller-release");

    private final RedisState state;
    private final ResilienceScheduler scheduler;
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
        this.state = Objects.requireNonNull(state, "state");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.key = state.key("poller");
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
            LOG.infof("This instance (%s) stops polling: its poller lock could not be renewed in time (Redis"
                    + " unreachable?); another instance may take over", state.instance());
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
            state.outage().failed(reply.cause(), "no instance polls until it answers");
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
                LOG.infof("This instance (%s) polls now: it took the poller lock%s", state.instance(),
                        from == null ? "" : " (polled last by " + from + ")");
            } else {
                LOG.infof("This instance (%s) stops polling: %s", state.instance(), holder.isEmpty()
                        ? "its poller lock expired before it was renewed"
                        : holder + " holds the poller lock");
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
                    LOG.infof("This instance (%s) hands polling over: poller lock released", state.instance());
                }
            } else {
                LOG.infof("This instance (%s) stopped polling; its poller lock could not be released (%s) and"
                        + " expires by itself", state.instance(), reply.cause().toString());
            }
            done.complete(null);
        });
        return done;
    }

    @Override
    public void close() {
        release();
    }
}
