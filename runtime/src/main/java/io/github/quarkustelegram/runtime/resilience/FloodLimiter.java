package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodControlWaitException;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * The scheduler behind {@link FloodControlTransport}: hands out permits to send, never more than the limits allow in
 * any window, and makes the rest wait on a timer.
 *
 * <p>
 * Each chat has a lane: a FIFO queue of its waiting requests and the times of its recent sends (a sliding window
 * per limit: one second per chat, one minute per group). Requests without a chat share one lane that only the
 * global limit holds. Lanes that may send now take turns (round robin) for the global budget, so a burst to one chat
 * never starves the others; a lane that must wait for its own limit sits in a queue ordered by when it may send
 * next. One timer, at the earliest moment anything may change, drives it all.
 *
 * <p>
 * Permits are handed out by one thread at a time, in the order granted, outside the lock. A waiter cancelled
 * before its permit leaves its queue at once; its place goes to the next one. The lane of a chat is forgotten once
 * its queue is empty and its windows hold no recent send, in a sweep that runs whenever the number of lanes has
 * doubled (so memory follows the chats active in the last minute, not every chat ever seen).
 */
final class FloodLimiter {

    private static final long SECOND = Duration.ofSeconds(1).toNanos();
    private static final long MINUTE = Duration.ofMinutes(1).toNanos();
    /** The lane of the requests that name no chat. */
    static final Object NO_CHAT = new Object() {
        @Override
        public String toString() {
            return "no chat";
        }
    };
    private static final int MIN_SWEEP = 1024;

    private final FloodControlLimits limits;
    private final ResilienceScheduler scheduler;
    private final Object lock = new Object();
    private final AtomicInteger wip = new AtomicInteger();

    // guarded by lock
    private final @Nullable Window global;
    private final Map<Object, Lane> lanes = new HashMap<>();
    /** Lanes with waiters that their own limits let send: they take turns. */
    private final ArrayDeque<Lane> ready = new ArrayDeque<>();
    /** Lanes with waiters held by their own limits, the one free soonest first. */
    private final PriorityQueue<Lane> delayed = new PriorityQueue<>((a, b) -> Long.compare(a.freeAt - b.freeAt, 0));
    private @Nullable Timer timer;
    private int sweepAt = MIN_SWEEP;
    private int waiting;

    FloodLimiter(FloodControlLimits limits, ResilienceScheduler scheduler) {
        this.limits = limits;
        this.scheduler = scheduler;
        this.global = limits.globalPerSecond() > 0 ? new Window(limits.globalPerSecond(), SECOND) : null;
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
                Lane lane = lanes.get(chat);
                if (lane == null) {
                    lane = new Lane(chat, group && chat != NO_CHAT);
                    lanes.put(chat, lane);
                }
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
        synchronized (lock) {
            if (waiting > 0) {
                return false; // others wait: their turn first
            }
            long now = scheduler.nanoTime();
            if (global != null && global.freeAt(now) - now > 0) {
                return false;
            }
            Lane lane = lanes.get(chat);
            if (lane == null) {
                sweepIfGrown(now);
                lane = new Lane(chat, group && chat != NO_CHAT);
                lanes.put(chat, lane);
            } else if (lane.freeAt(now) - now > 0) {
                return false;
            }
            if (global != null) {
                global.record(now);
            }
            lane.record(now);
            return true;
        }
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
                synchronized (lock) {
                    granted = grantDue(scheduler.nanoTime());
                }
                for (Waiter waiter : granted) {
                    waiter.emitter.complete(null);
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

    private List<Waiter> grantDue(long now) {
        List<Waiter> granted = List.of();
        sweepIfGrown(now);
        while (!delayed.isEmpty() && delayed.peek().freeAt - now <= 0) {
            ready.addLast(delayed.poll());
        }
        while (!ready.isEmpty()) {
            if (global != null) {
                long globalFree = global.freeAt(now);
                if (globalFree - now > 0) {
                    wakeAt(globalFree, now);
                    return granted;
                }
            }
            Lane lane = ready.pollFirst();
            if (lane.waiters.isEmpty()) {
                lane.scheduled = false;
                continue;
            }
            long free = lane.freeAt(now);
            if (free - now > 0) {
                lane.freeAt = free;
                delayed.add(lane);
                continue;
            }
            Waiter waiter = lane.waiters.pollFirst();
            waiter.granted = true;
            waiter.deadline.cancel();
            waiting--;
            if (global != null) {
                global.record(now);
            }
            lane.record(now);
            if (granted.isEmpty()) {
                granted = new ArrayList<>();
            }
            granted.add(waiter);
            if (lane.waiters.isEmpty()) {
                lane.scheduled = false;
            } else {
                free = lane.freeAt(now);
                if (free - now > 0) {
                    lane.freeAt = free;
                    delayed.add(lane);
                } else {
                    ready.addLast(lane);
                }
            }
        }
        if (!delayed.isEmpty()) {
            wakeAt(delayed.peek().freeAt, now);
        }
        return granted;
    }

    /** Forgets idle lanes whenever their number has doubled since the last sweep. Holds the lock. */
    private void sweepIfGrown(long now) {
        if (lanes.size() >= sweepAt) {
            lanes.values().removeIf(lane -> !lane.scheduled && lane.idle(now));
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

    private final class Lane {
        final Object key;
        final ArrayDeque<Waiter> waiters = new ArrayDeque<>();
        final @Nullable Window perChat;
        final @Nullable Window perGroup;
        /** In ready or delayed. */
        boolean scheduled;
        /** While in delayed: when its own limits let it send. */
        long freeAt;

        Lane(Object key, boolean group) {
            this.key = key;
            boolean chat = key != NO_CHAT;
            this.perChat = chat && limits.perChatPerSecond() > 0 ? new Window(limits.perChatPerSecond(), SECOND) : null;
            this.perGroup = group && limits.perGroupPerMinute() > 0
                    ? new Window(limits.perGroupPerMinute(), MINUTE)
                    : null;
        }

        long freeAt(long now) {
            long free = now;
            if (perChat != null) {
                free = later(free, perChat.freeAt(now));
            }
            if (perGroup != null) {
                free = later(free, perGroup.freeAt(now));
            }
            return free;
        }

        void record(long now) {
            if (perChat != null) {
                perChat.record(now);
            }
            if (perGroup != null) {
                perGroup.record(now);
            }
        }

        /** Nothing waits and no window remembers a send: forgetting the lane loses nothing. */
        boolean idle(long now) {
            return waiters.isEmpty() && (perChat == null || perChat.idle(now))
                    && (perGroup == null || perGroup.idle(now));
        }

        @Override
        public String toString() {
            return "Lane[" + key + ", " + waiters.size() + " waiting]";
        }
    }

    private static long later(long a, long b) {
        return a - b >= 0 ? a : b;
    }

    /** The times of the last {@code limit} sends: the next may go once the oldest is a window old. */
    static final class Window {
        private final long[] times;
        private final long length;
        private int next;
        private int count;

        Window(int limit, long length) {
            this.times = new long[limit];
            this.length = length;
        }

        long freeAt(long now) {
            if (count < times.length) {
                return now;
            }
            long free = times[next] + length;
            return free - now > 0 ? free : now;
        }

        void record(long now) {
            times[next] = now;
            next = (next + 1) % times.length;
            if (count < times.length) {
                count++;
            }
        }

        boolean idle(long now) {
            if (count == 0) {
                return true;
            }
            long newest = times[(next + times.length - 1) % times.length];
            return now - newest >= length;
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
