package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * Runs tasks so that tasks with the same key (a chat) run one after the other in the order they were submitted, and
 * tasks with different keys run in parallel, at most {@code maxConcurrency} at once. A task without a key is ordered
 * with nothing.
 *
 * <p>Bounded: at most {@code maxPending} tasks are admitted (running or queued behind their chat) at once. A task
 * submitted beyond that is not queued here: its {@code Uni} simply does not start until a place frees up, so the
 * caller (a webhook request, the long poller) waits, and Telegram keeps the updates it has not delivered yet. Callers
 * waiting for admission are admitted in the order they came (so a chat's updates keep their order).
 *
 * <p>Tasks start on the thread that admitted them or that completed the task before them; a loop, not recursion,
 * starts the tasks that become ready, so a long run of synchronous tasks does not grow the stack.
 */
public final class PerChatScheduler {

    private final int maxConcurrency;
    private final int maxPending;
    private final Object lock = new Object();
    // all guarded by lock
    private final Map<Object, ArrayDeque<Job>> lanes = new HashMap<>();
    private final ArrayDeque<Job> ready = new ArrayDeque<>();
    private final ArrayDeque<Job> waitingAdmission = new ArrayDeque<>();
    private int running;
    private int admitted;
    private boolean starting;

    /**
     * @param maxConcurrency how many tasks run at once at most
     * @param maxPending how many tasks are admitted at once at most (at least {@code maxConcurrency})
     */
    public PerChatScheduler(int maxConcurrency, int maxPending) {
        if (maxConcurrency < 1) {
            throw new IllegalArgumentException("maxConcurrency must be at least 1: " + maxConcurrency);
        }
        if (maxPending < maxConcurrency) {
            throw new IllegalArgumentException("maxPending (" + maxPending + ") must be at least maxConcurrency ("
                    + maxConcurrency + ")");
        }
        this.maxConcurrency = maxConcurrency;
        this.maxPending = maxPending;
    }

    /**
     * @param key the ordering key, null for none
     * @param task the task; called when the task starts
     * @return completes or fails as the task's {@code Uni} does; lazy: the task is submitted on subscription
     */
    public Uni<Void> submit(@Nullable Object key, Supplier<Uni<Void>> task) {
        return Uni.createFrom().emitter(emitter -> {
            Job job = new Job(key, task, emitter);
            synchronized (lock) {
                if (admitted < maxPending) {
                    admit(job);
                } else {
                    waitingAdmission.add(job);
                    emitter.onTermination(() -> withdraw(job));
                }
            }
            startReady();
        });
    }

    /** @return how many tasks run now */
    public int running() {
        synchronized (lock) {
            return running;
        }
    }

    /** @return how many tasks are admitted now (running or waiting behind their chat) */
    public int admitted() {
        synchronized (lock) {
            return admitted;
        }
    }

    /** @return how many submissions wait to be admitted */
    public int waitingAdmission() {
        synchronized (lock) {
            return waitingAdmission.size();
        }
    }

    private void withdraw(Job job) {
        synchronized (lock) {
            waitingAdmission.remove(job);
        }
    }

    /** Holds the lock. */
    private void admit(Job job) {
        admitted++;
        if (job.key == null) {
            ready.add(job);
            return;
        }
        ArrayDeque<Job> lane = lanes.get(job.key);
        if (lane == null) {
            lanes.put(job.key, new ArrayDeque<>());
            ready.add(job);
        } else {
            lane.add(job);
        }
    }

    /** Starts ready tasks while there is room; one thread at a time does it, the others leave it the work. */
    private void startReady() {
        synchronized (lock) {
            if (starting) {
                return;
            }
            starting = true;
        }
        while (true) {
            Job job;
            synchronized (lock) {
                if (running >= maxConcurrency || ready.isEmpty()) {
                    starting = false;
                    return;
                }
                job = ready.poll();
                running++;
            }
            start(job);
        }
    }

    private void start(Job job) {
        Uni<Void> work;
        try {
            work = job.task.get();
            if (work == null) {
                work = Uni.createFrom().failure(new NullPointerException("a task returned a null Uni"));
            }
        } catch (RuntimeException e) {
            work = Uni.createFrom().failure(e);
        }
        work.subscribe().with(ignored -> finished(job, null), failure -> finished(job, failure));
    }

    private void finished(Job job, @Nullable Throwable failure) {
        synchronized (lock) {
            running--;
            admitted--;
            if (job.key != null) {
                ArrayDeque<Job> lane = lanes.get(job.key);
                Job next = lane.poll();
                if (next == null) {
                    lanes.remove(job.key);
                } else {
                    ready.add(next);
                }
            }
            while (admitted < maxPending && !waitingAdmission.isEmpty()) {
                admit(waitingAdmission.poll());
            }
        }
        if (failure == null) {
            job.emitter.complete(null);
        } else {
            job.emitter.fail(failure);
        }
        startReady();
    }

    /** Keys in flight, for tests and diagnostics. */
    List<Object> busyKeys() {
        synchronized (lock) {
            return new ArrayList<>(lanes.keySet());
        }
    }

    private static final class Job {
        final @Nullable Object key;
        final Supplier<Uni<Void>> task;
        final UniEmitter<? super Void> emitter;

        Job(@Nullable Object key, Supplier<Uni<Void>> task, UniEmitter<? super Void> emitter) {
            this.key = key;
            this.task = task;
            this.emitter = emitter;
        }
    }
}
