package io.github.quarkustelegram.runtime.state.redis;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodDecision;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.resilience.FloodRate;
import io.github.quarkustelegram.runtime.resilience.LocalFloodBudget;
import io.smallrye.mutiny.subscription.Cancellable;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * The flood-control budget every instance of a bot shares, on Redis: each send is counted by one script
 * ({@code flood-take.lua}) against the whole budget's cell, the chat's and the group's together, all or none, on
 * Redis's clock; when there is no room, the script says how long to wait, and the limiter waits that long.
 *
 * <p>
 * Redis unreachable (a script fails, or does not answer within {@value #ASK_TIMEOUT_MILLIS} ms): the send is decided
 * by a {@link LocalFloodBudget} that keeps to this instance's share of the rates, divided by the instances last seen
 * alive, one WARN per outage ({@link RedisOutage}). The share is known from a heartbeat: each instance scores itself in
 * the sorted set {@code <prefix>instances} with Redis's time every {@code heartbeat}, and counts those seen within
 * {@code aliveWindow} ({@code flood-alive.lua}). While Redis is down the sends are not asked of it; the heartbeat keeps
 * asking, and the first answer (of any part of the shared state) brings the shared budget back. No send is ever lost:
 * a failure becomes a local decision.
 */
public final class RedisFloodBudget implements FloodBudget, AutoCloseable {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.state");
    /** How long {@link #close()} waits for Redis to confirm the goodbye. */
    static final Duration GOODBYE_WAIT = Duration.ofSeconds(2);
    private static final RedisScript TAKE = RedisScript.load("flood-take");
    private static final RedisScript ALIVE = RedisScript.load("flood-alive");
    /** How long a send waits for Redis's answer before this instance decides alone. */
    static final long ASK_TIMEOUT_MILLIS = 500;
    private static final Duration ASK_TIMEOUT = Duration.ofMillis(ASK_TIMEOUT_MILLIS);

    private final RedisState state;
    private final ResilienceScheduler scheduler;
    private final Duration heartbeat;
    private final Duration aliveWindow;
    private final LocalFloodBudget fallback;
    private final @Nullable FloodRate all;
    private final @Nullable FloodRate perChat;
    private final @Nullable FloodRate perGroup;
    private final AtomicLong fallbackDecisions = new AtomicLong();
    private volatile @Nullable Cancellable nextBeat;
    private volatile boolean closed;

    /**
     * @param state the client, prefix and instance
     * @param limits the rates the instances share
     * @param scheduler the timers of the heartbeat and of the answers' timeout
     * @param heartbeat how often this instance says it is alive
     * @param aliveWindow how recently an instance said so to count among those sharing the budget
     */
    public RedisFloodBudget(RedisState state, FloodControlLimits limits, ResilienceScheduler scheduler,
            Duration heartbeat, Duration aliveWindow) {
        this.state = state;
        this.scheduler = scheduler;
        this.heartbeat = heartbeat;
        this.aliveWindow = aliveWindow;
        this.fallback = new LocalFloodBudget(limits);
        this.all = limits.globalPerSecond() > 0 ? FloodRate.smooth(limits.globalPerSecond()) : null;
        this.perChat = limits.perChatPerSecond() > 0 ? FloodRate.smooth(limits.perChatPerSecond()) : null;
        this.perGroup = limits.perGroupPerMinute() > 0
                ? FloodRate.window(limits.perGroupPerMinute(), Duration.ofMinutes(1))
                : null;
        beat();
    }

    @Override
    public Cells cells(@Nullable Object chat, boolean group) {
        List<String> keys = new ArrayList<>(3);
        List<String> args = new ArrayList<>(7);
        args.add(all != null ? "1" : "0");
        add(keys, args, all, "flood:all");
        if (chat != null) {
            add(keys, args, perChat, "flood:chat:" + chat);
            if (group) {
                add(keys, args, perGroup, "flood:group:" + chat);
            }
        }
        return new SharedCells(List.copyOf(keys), List.copyOf(args), fallback.cells(chat, group));
    }

    private void add(List<String> keys, List<String> args, @Nullable FloodRate rate, String suffix) {
        if (rate != null) {
            keys.add(state.key(suffix));
            args.add(Integer.toString(rate.count()));
            args.add(Long.toString((rate.periodNanos() + 999) / 1000)); // rounded up: never a shorter window
        }
    }

    @Override
    public CompletionStage<FloodDecision> take(Cells cells, long now) {
        SharedCells shared = (SharedCells) cells;
        if (shared.keys.isEmpty()) {
            return fallback.take(shared.local, now); // no limit at all: nothing to share
        }
        if (state.outage().down()) {
            fallbackDecisions.incrementAndGet();
            return fallback.take(shared.local, now); // the heartbeat finds out when Redis is back
        }
        CompletableFuture<FloodDecision> answer = new CompletableFuture<>();
        AtomicBoolean decided = new AtomicBoolean();
        Cancellable timeout = scheduler.schedule(ASK_TIMEOUT, () -> {
            if (decided.compareAndSet(false, true)) {
                alone(shared, new TimeoutException("no answer within " + ASK_TIMEOUT_MILLIS + " ms"), answer);
            }
        });
        state.run(TAKE, shared.keys, shared.args).onComplete(reply -> {
            if (!decided.compareAndSet(false, true)) {
                return; // decided alone meanwhile; a send Redis counted too only makes the others wait a little more
            }
            timeout.cancel();
            if (reply.succeeded()) {
                FloodDecision decision = decision(reply.result());
                if (decision.go()) {
                    fallback.sent(shared.local, scheduler.nanoTime());
                }
                answer.complete(decision);
            } else {
                alone(shared, reply.cause(), answer);
            }
        });
        return answer;
    }

    /** Redis did not answer: this instance decides on its share of the budget. */
    private void alone(SharedCells cells, Throwable failure, CompletableFuture<FloodDecision> answer) {
        state.outage().failed(failure, "flood control keeps to this instance's share of the budget (the rates / "
                + fallback.instances() + " instance(s) last seen)");
        fallbackDecisions.incrementAndGet();
        answer.complete(fallback.decide(cells.local, scheduler.nanoTime()));
    }

    private static FloodDecision decision(Response reply) {
        long allWait = reply.get(0).toLong();
        long chatWait = reply.get(1).toLong();
        if (allWait <= 0 && chatWait <= 0) {
            return FloodDecision.GO;
        }
        return new FloodDecision(Math.max(0, allWait) * 1000, Math.max(0, chatWait) * 1000);
    }

    @Override
    public boolean answersAtOnce() {
        return false;
    }

    /** Says this instance is alive and learns how many are; again after {@code heartbeat}. */
    private void beat() {
        if (closed) {
            return;
        }
        try {
            state.run(ALIVE, List.of(state.key("instances")), List.of(state.instance(),
                    Long.toString(aliveWindow.toMillis()))).onComplete(reply -> {
                        if (reply.succeeded()) {
                            int seen = Math.max(1, reply.result().toInteger());
                            if (seen != fallback.instances()) {
                                LOG.debugf("Flood control: %d instance(s) share the budget", seen);
                            }
                            fallback.share(seen);
                        } else {
                            state.outage().failed(reply.cause(), "flood control keeps to this instance's share of "
                                    + "the budget (the rates / " + fallback.instances() + " instance(s) last seen)");
                        }
                    });
        } catch (RuntimeException e) {
            LOG.debugf(e, "Flood-control heartbeat failed");
        } finally {
            if (!closed) {
                nextBeat = scheduler.schedule(heartbeat, this::beat);
            }
        }
    }

    /** @return among how many instances the budget is divided when Redis is unreachable (the last count seen) */
    public int instances() {
        return fallback.instances();
    }

    /** @return how many sends were decided by this instance alone (Redis unreachable), for tests and metrics */
    public long fallbackDecisions() {
        return fallbackDecisions.get();
    }

    /**
     * Stops the heartbeat and leaves the set of instances, so that the others' share grows at once. Waits for Redis
     * to confirm (up to {@link #GOODBYE_WAIT}), except on an event loop: at a shutdown Quarkus closes the Redis client
     * right after, and a goodbye still in flight was lost (the instance counted until its heartbeat aged out, and the
     * client logged an ERROR for the closed connection). Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        Cancellable beat = nextBeat;
        if (beat != null) {
            beat.cancel();
        }
        Future<Response> goodbye = state.redis()
                .send(Request.cmd(Command.ZREM).arg(state.key("instances")).arg(state.instance()));
        if (Context.isOnEventLoopThread()) {
            return; // never block a loop: the answer may need this very loop
        }
        try {
            goodbye.toCompletionStage().toCompletableFuture().get(GOODBYE_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.debugf("Flood control: this instance could not leave the set of instances (%s); the others stop "
                    + "counting it after their alive window", e.toString());
        }
    }

    /** A chat's keys and arguments for the script, and its cells in the fallback budget. */
    private record SharedCells(List<String> keys, List<String> args, Cells local) implements Cells {
        @Override
        public boolean idle(long now) {
            // what Redis remembers expires there; what matters here is the fallback's memory of this instance's sends
            return local.idle(now);
        }
    }
}
