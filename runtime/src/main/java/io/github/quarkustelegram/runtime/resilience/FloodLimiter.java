package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodControlWaitException;
import io.github.quarkustelegram.resilience.FloodDecision;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * The scheduler behind flood control: hands out permits to send, never more than the limits allow in
 * any sliding window, and makes the rest wait on a timer.
 *
 * <p>
 * Each chat has a lane: a FIFO queue of its waiting requests and its cells in the {@link FloodBudget}, which counts
 * the sends and decides whether one may go now or how long it waits (in memory, {@link LocalFloodBudget}: one send
 * every {@code 1 s / rate} for the per-second limits, smooth; on Redis, shared by every instance). Requests without a
 * chat share one lane that only the global limit holds. Lanes that may send now take turns (round robin) for the
 * global budget, so a burst to one chat never starves the others; a lane that must wait for its own limit sits in a
 * queue ordered by when it may send next. One timer, at the earliest moment anything may change, drives it all. A
 * budget that answers later (Redis) is asked for one lane at a time, outside the lock.
 *
 * <p>
 * Permits are handed out by one thread at a time, in the order granted, outside the lock. A waiter cancelled
 * before its permit leaves its queue at once; its place goes to the next one. The lane of a chat is forgotten once
 * its queue is empty and its windows hold no recent send, in a sweep that runs whenever the number of lanes has
 * doubled (so memory follows the chats active in the last minute, not every chat ever seen).
 */
final class FloodLimiter {

    /** The lane of the requests that name no chat. */
    static final Object NO_CHAT = new Object() {
        @Override
        public String toString() {
            return "no chat";
        }
    };
    private static final int MIN_SWEEP = 1024;
    /** How long a lane waits when its budget failed to answer (it should not: the shared one falls back). */
    private static final long MIN_WAIT = Duration.ofMillis(100).toNanos();

    private final FloodControlLimits limits;
    private final ResilienceScheduler scheduler;
    private final FloodBudget budget;
    private final Object lock = new Object();
    private final AtomicInteger wip = new AtomicInteger();

    // guarded by lock
    /** Until when the whole budget has no room, as the budget last said. */
    private long allFreeAt;
    /** The lane whose send the budget is being asked about (a budget that answers later), or null. */
    private @Nullable Lane asking;
    /** Granted, to be completed outside the lock. */
    private List<Waiter> toComplete = new ArrayList<>();
    private final Map<Object, Lane> lanes = new HashMap<>();
    /** Lanes with waiters that their own limits let send: they take turns. */
    private final ArrayDeque<Lane> ready = new ArrayDeque<>();
    /** Lanes with waiters held by their own limits, the one free soonest first. */
    private final PriorityQueue<Lane> delayed = new PriorityQueue<>((a, b) -> Long.compare(a.freeAt - b.freeAt, 0));
    private @Nullable Timer timer;
    private int sweepAt = MIN_SWEEP;
    private int waiting;

    FloodLimiter(FloodControlLimits limits, ResilienceScheduler scheduler) {
        this(limits, scheduler, new LocalFloodBudget(limits));
    }

    FloodLimiter(FloodControlLimits limits, ResilienceScheduler scheduler, FloodBudget budget) {
        this.limits = limits;
        this.scheduler = scheduler;
        this.budget = budget;
        this.allFreeAt = scheduler.nanoTime();
    }

    /**
     * @param chat the lane: a chat key, or {@link #NO_CHAT}
     * @param group whether the per-group limit applies as well
     * @param methodName the request's method, for the failure after {@link FloodControlLimits#maxWait()}
     * @return completes (with null) when the request may be sent; cancelling it before gives its place up; fails
     *         with a {@link FloodControlWaitException} when it waited longer than the limits' {@code maxWait}
     */
    Uni<Void> acquire(Object chat, boolean group, String methodName) {
        return Uni.createFrom().emitter(emitter -> {
            Waiter waiter = new Waiter(emitter);
            emitter.onTermination(() -> cancel(waiter));
            synchronized (lock) {
                if (waiter.cancelled) {
                    return;
                }
                if (!limits.maxWait().isZero()) {
                    // one timer per request that waits (most never do): the wheel makes it cheap
                    long start = scheduler.nanoTime();
                    waiter.deadline = scheduler.schedule(limits.maxWait(),
                            () -> expire(waiter, chat, methodName, start));
                }
                Lane lane = lane(chat, group);
                waiter.lane = lane;
                lane.waiters.addLast(waiter);
                waiting++;
                if (!lane.scheduled) {
                    lane.scheduled = true;
                    ready.addLast(lane);
                }
            }
            pump();
        });
    }

    /**
     * Takes a permit at once if one is free now and nobody waits for one: the usual case, without a {@code Uni}. A
     * request that would have to wait (or jump ahead of others waiting) gets false and takes {@link #acquire}.
     *
     * @param chat the lane: a chat key, or {@link #NO_CHAT}
     * @param group whether the per-group limit applies as well
     * @return whether the permit was taken
     */
    boolean tryAcquireNow(Object chat, boolean group) {
        if (!budget.answersAtOnce()) {
            return false; // every send asks the shared budget, which answers later
        }
        synchronized (lock) {
            if (waiting > 0 || asking != null) {
                return false; // others wait: their turn first
            }
            long now = scheduler.nanoTime();
            if (allFreeAt - now > 0) {
                return false;
            }
            sweepIfGrown(now);
            FloodDecision decision = budget.take(lane(chat, group).cells, now).toCompletableFuture().join();
            if (decision.allWaitNanos() > 0) {
                allFreeAt = now + decision.allWaitNanos();
            }
            return decision.go();
        }
    }

    /** @return the chat's lane, made if new. Holds the lock. */
    private Lane lane(Object chat, boolean group) {
        Lane lane = lanes.get(chat);
        if (lane == null) {
            lane = new Lane(chat, budget.cells(chat == NO_CHAT ? null : chat, group && chat != NO_CHAT));
            lanes.put(chat, lane);
        }
        return lane;
    }

    private void cancel(Waiter waiter) {
        synchronized (lock) {
            withdraw(waiter);
        }
    }

    /** Takes a waiter out of its lane, unless it was granted or withdrawn already. Holds the lock. */
    private boolean withdraw(Waiter waiter) {
        if (waiter.granted || waiter.cancelled) {
            return false;
        }
        waiter.cancelled = true;
        waiter.deadline.cancel();
        if (waiter.lane != null && waiter.lane.waiters.remove(waiter)) {
            waiting--;
        }
        // an emptied lane leaves ready/delayed when next visited
        return true;
    }

    /** The waiter's {@code maxWait} passed before its turn: it leaves the queue and its call fails. */
    private void expire(Waiter waiter, Object chat, String methodName, long start) {
        int others;
        synchronized (lock) {
            if (!withdraw(waiter)) {
                return;
            }
            others = waiting;
        }
        String lane = chat == NO_CHAT ? "requests without a chat" : "chat " + chat;
        waiter.emitter.fail(new FloodControlWaitException(methodName,
                Duration.ofNanos(scheduler.nanoTime() - start), others, lane));
    }

    /** Grants what may go now; serialised, so that permits are delivered in the order they were granted. */
    private void pump() {
        if (wip.getAndIncrement() != 0) {
            return;
        }
        int missed = 1;
        try {
            do {
                List<Waiter> granted;
                Lane ask;
                long now;
                synchronized (lock) {
                    now = scheduler.nanoTime();
                    ask = grantDue(now);
                    granted = toComplete;
                    if (!granted.isEmpty()) {
                        toComplete = new ArrayList<>();
                    }
                }
                for (Waiter waiter : granted) {
                    waiter.emitter.complete(null);
                }
                if (ask != null) {
                    ask(ask, now);
                }
                missed = wip.addAndGet(-missed);
            } while (missed != 0);
        } catch (RuntimeException | Error e) {
            // a failure here must not leave wip raised: every later pump would return at once and no permit would
            // ever be granted again
            wip.set(0);
            throw e;
        }
    }

    /** Asks a budget that answers later about the next send of {@code lane}; its answer pumps again. */
    private void ask(Lane lane, long now) {
        CompletionStage<FloodDecision> answer;
        try {
            answer = budget.take(lane.cells, now);
        } catch (RuntimeException e) {
            answered(lane, null);
            pump(); // from within pump: counted as missed, so that its loop goes round again
            return;
        }
        answer.whenComplete((decision, failure) -> {
            answered(lane, decision);
            pump();
        });
    }

    private void answered(Lane lane, @Nullable FloodDecision decision) {
        synchronized (lock) {
            asking = null;
            long now = scheduler.nanoTime();
            // no answer (the budget failed, which it should not): wait a little and ask again, rather than send
            act(lane, decision != null ? decision : new FloodDecision(0, MIN_WAIT), now);
        }
    }

    /**
     * Grants to the lanes that may send now, asking the budget (in memory) or preparing to ask it (shared).
     *
     * @return the lane to ask the budget about outside the lock, or null
     */
    private @Nullable Lane grantDue(long now) {
        sweepIfGrown(now);
        while (!delayed.isEmpty() && delayed.peek().freeAt - now <= 0) {
            ready.addLast(delayed.poll());
        }
        while (!ready.isEmpty() && asking == null) {
            if (allFreeAt - now > 0) {
                wakeAt(allFreeAt, now);
                return null;
            }
            Lane lane = ready.pollFirst();
            if (lane.waiters.isEmpty()) {
                lane.scheduled = false;
                continue;
            }
            if (!budget.answersAtOnce()) {
                asking = lane;
                return lane;
            }
            act(lane, budget.take(lane.cells, now).toCompletableFuture().join(), now);
        }
        if (!delayed.isEmpty() && asking == null) {
            wakeAt(delayed.peek().freeAt, now);
        }
        return null;
    }

    /**
     * Acts on the budget's decision about the lane's next send: grants it to the lane's first waiter, or makes the
     * lane (or every lane) wait. Holds the lock.
     */
    private void act(Lane lane, FloodDecision decision, long now) {
        if (decision.go()) {
            Waiter waiter = lane.waiters.pollFirst();
            if (waiter != null) {
                waiter.granted = true;
                waiter.deadline.cancel();
                waiting--;
                toComplete.add(waiter); // completed by pump, outside the lock, in the order granted
            }
            if (lane.waiters.isEmpty()) {
                lane.scheduled = false;
            } else {
                ready.addLast(lane);
            }
            return;
        }
        if (decision.allWaitNanos() > 0) {
            allFreeAt = now + decision.allWaitNanos();
        }
        if (decision.chatWaitNanos() > 0) {
            lane.freeAt = now + Math.max(decision.chatWaitNanos(), decision.allWaitNanos());
            delayed.add(lane);
        } else {
            ready.addFirst(lane); // its turn is kept for when the whole budget has room
        }
    }

    /** Forgets idle lanes whenever their number has doubled since the last sweep. Holds the lock. */
    private void sweepIfGrown(long now) {
        if (lanes.size() >= sweepAt) {
            lanes.values().removeIf(lane -> !lane.scheduled && lane != asking && lane.idle(now));
            sweepAt = Math.max(MIN_SWEEP, lanes.size() * 2);
        }
    }

    /** Makes sure the timer fires at {@code at} or earlier. */
    private void wakeAt(long at, long now) {
        Timer current = timer;
        if (current != null) {
            if (current.at - at <= 0) {
                return;
            }
            current.cancellable.cancel();
        }
        Timer next = new Timer(at);
        // the timer counts as armed only once the scheduler took it: a refused schedule leaves none armed
        next.cancellable = scheduler.schedule(Duration.ofNanos(at - now), () -> fired(next));
        timer = next;
    }

    private void fired(Timer fired) {
        synchronized (lock) {
            if (timer == fired) {
                timer = null;
            }
        }
        pump();
    }

    /** @return the requests waiting for a permit */
    int waiting() {
        synchronized (lock) {
            return waiting;
        }
    }

    /** @return the lanes held in memory (chats with waiters or recent sends, and some not yet swept) */
    int trackedLanes() {
        synchronized (lock) {
            return lanes.size();
        }
    }

    FloodControlLimits limits() {
        return limits;
    }

    private static final class Lane {
        final Object key;
        final ArrayDeque<Waiter> waiters = new ArrayDeque<>();
        /** What its sends count against in the budget. */
        final FloodBudget.Cells cells;
        /** In ready, delayed or asking. */
        boolean scheduled;
        /** While in delayed: when its own limits let it send. */
        long freeAt;

        Lane(Object key, FloodBudget.Cells cells) {
            this.key = key;
            this.cells = cells;
        }

        /** Nothing waits and the budget remembers no send: forgetting the lane loses nothing. */
        boolean idle(long now) {
            return waiters.isEmpty() && cells.idle(now);
        }

        @Override
        public String toString() {
            return "Lane[" + key + ", " + waiters.size() + " waiting]";
        }
    }

    private static final class Waiter {
        final UniEmitter<? super Void> emitter;
        // guarded by lock
        @Nullable
        Lane lane;
        boolean granted;
        boolean cancelled;
        /** The {@code maxWait} timer, if any. */
        Cancellable deadline = () -> {
        };

        Waiter(UniEmitter<? super Void> emitter) {
            this.emitter = emitter;
        }
    }

    private static final class Timer {
        final long at;
        Cancellable cancellable = () -> {
        };

        Timer(long at) {
            this.at = at;
        }
    }
}
