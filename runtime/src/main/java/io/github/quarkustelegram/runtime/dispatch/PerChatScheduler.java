package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.netty.util.collection.LongObjectHashMap;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * Runs tasks so that tasks with the same key (a chat) run one after the other in the order they were submitted, and
 * tasks with different keys run in parallel, at most {@code maxConcurrency} at once. A task without a key is ordered
 * with nothing.
 *
 * <p>
 * Bounded: at most {@code maxPending} tasks are admitted (running or queued behind their chat) at once. A task
 * submitted beyond that is not queued here: it waits for admission, in the order it came (so a chat's updates keep
 * their order), and its caller (a webhook request, the long poller) waits with it, while Telegram keeps the updates it
 * has not delivered yet.
 *
 * <p>
 * Tasks start on the thread that admitted them or that finished the task before them; a loop, not recursion,
 * starts the tasks that become ready, so a long run of synchronous tasks does not grow the stack.
 *
 * <p>
 * Nothing is allocated per task beyond the task itself: a chat's queue is a chain through its tasks
 * ({@link Task#nextInLane}), kept in a map keyed by the chat's id as a primitive.
 */
public final class PerChatScheduler {

    private static final Logger LOG = Logger.getLogger(PerChatScheduler.class);

    /** One task: its key, how it starts, and its place in the scheduler (guarded by the scheduler's lock). */
    public abstract static class Task {

        private static final byte NONE = 0;
        private static final byte CHAT = 1;
        private static final byte USER = 2;
        private static final byte OBJECT = 3;

        private static final byte NEW = 0;
        private static final byte WAITING_ADMISSION = 1;
        /** Admitted, behind an earlier task of its key. */
        private static final byte QUEUED = 2;
        private static final byte READY = 3;
        private static final byte RUNNING = 4;
        private static final byte DONE = 5;

        private final byte keyKind;
        private final long id;
        // the scheduler's, under its lock
        private @Nullable Task nextInLane;
        private @Nullable Task laneTail;
        private byte state;
        /** Its place among the running tasks, while it runs. */
        private int slot = -1;

        /** A task ordered with nothing. */
        protected Task() {
            this(NONE, 0);
        }

        /**
         * @param chatOrUser the id: of a chat, or of a user (for an update without a chat, ordered apart from chats)
         * @param user whether it is a user's id
         * @param keyed false for a task ordered with nothing (the id is then ignored)
         */
        protected Task(long chatOrUser, boolean user, boolean keyed) {
            this(!keyed ? NONE : user ? USER : CHAT, chatOrUser);
        }

        private Task(byte keyKind, long id) {
            this.keyKind = keyKind;
            this.id = id;
        }

        /** @return the key of a task ordered by any object (a {@code Uni} task) */
        @Nullable
        Object key() {
            return null;
        }

        /**
         * Starts the task. It must end with exactly one {@link PerChatScheduler#release} (then {@link #runReady()}) or
         * {@link PerChatScheduler#finished} call, on any thread, now or later; it must not throw.
         */
        protected abstract void run();

        private @Nullable Object describeKey() {
            return switch (keyKind) {
                case CHAT -> id;
                case USER -> "user:" + id;
                case OBJECT -> key();
                default -> null;
            };
        }
    }

    private final int maxConcurrency;
    private final int maxPending;
    private final Object lock = new Object();
    // all guarded by lock; each lane maps its key to the lane's running (or first) task
    private final LongObjectHashMap<Task> chatLanes = new LongObjectHashMap<>();
    private final LongObjectHashMap<Task> userLanes = new LongObjectHashMap<>();
    private final Map<Object, Task> otherLanes = new HashMap<>();
    private final ArrayDeque<Task> ready = new ArrayDeque<>();
    private final ArrayDeque<Task> waitingAdmission = new ArrayDeque<>();
    /** The running tasks, each in its slot, with when it started: what {@link #overdue} looks through. */
    private final RunningSlots slots;
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
        this.slots = new RunningSlots(maxConcurrency);
    }

    /**
     * Submits a task: it starts when its key's earlier tasks have finished and a place is free, maybe at once, on this
     * thread.
     *
     * @param task the task, submitted once
     */
    public void submit(Task task) {
        synchronized (lock) {
            if (admitted < maxPending) {
                admit(task);
            } else {
                task.state = Task.WAITING_ADMISSION;
                waitingAdmission.add(task);
            }
        }
        runReady();
    }

    /**
     * A task given as a {@code Uni}: for callers with any kind of key.
     *
     * @param key the ordering key, null for none
     * @param work called when the task starts
     * @return completes or fails as the work's {@code Uni} does; lazy: the task is submitted on subscription
     */
    public Uni<Void> submit(@Nullable Object key, Supplier<Uni<Void>> work) {
        return Uni.createFrom().emitter(emitter -> {
            UniTask task = new UniTask(key, work, emitter);
            emitter.onTermination(() -> withdraw(task));
            submit(task);
        });
    }

    /**
     * The task ended: releases its place; its key's next task and tasks waiting for admission become ready. Call
     * {@link #runReady()} next (after telling the task's caller, so that callers learn of their tasks' ends in order).
     *
     * @param task a task that was started
     */
    public void release(Task task) {
        synchronized (lock) {
            running--;
            admitted--;
            task.state = Task.DONE;
            slots.free(task.slot);
            task.slot = -1;
            if (task.keyKind != Task.NONE) {
                passLane(task);
            }
            admitWaiting();
        }
    }

    /** Holds the lock: the lane of {@code head}, which leaves it, goes on with its next task, or ends. */
    private void passLane(Task head) {
        Task next = head.nextInLane;
        head.nextInLane = null;
        if (next == null) {
            removeLane(head);
        } else {
            next.laneTail = head.laneTail;
            putLane(next);
            next.state = Task.READY;
            ready.add(next);
        }
        head.laneTail = null;
    }

    /** Holds the lock. */
    private void admitWaiting() {
        while (admitted < maxPending && !waitingAdmission.isEmpty()) {
            admit(waitingAdmission.poll());
        }
    }

    /**
     * {@link #release} then {@link #runReady()}: the task ended and nobody waits to be told first.
     *
     * @param task a task that was started
     */
    public void finished(Task task) {
        release(task);
        runReady();
    }

    /**
     * Gives up a task that has not started (its caller left): waiting for admission, queued behind an earlier task of
     * its key, or ready; its place goes to the next. A running task is not affected.
     *
     * @param task the task
     * @return whether it was withdrawn (it will never start)
     */
    public boolean withdraw(Task task) {
        boolean freed;
        synchronized (lock) {
            switch (task.state) {
                case Task.WAITING_ADMISSION -> {
                    waitingAdmission.remove(task);
                    task.state = Task.DONE;
                    return true;
                }
                case Task.QUEUED -> unlinkQueued(task);
                case Task.READY -> {
                    ready.remove(task);
                    if (task.keyKind != Task.NONE) {
                        passLane(task); // a ready keyed task heads its lane
                    }
                }
                default -> {
                    return false;
                }
            }
            task.state = Task.DONE;
            admitted--;
            admitWaiting();
            freed = true;
        }
        runReady();
        return freed;
    }

    /** Holds the lock: takes a queued task out of its lane's chain (after the head, which runs or is ready). */
    private void unlinkQueued(Task task) {
        Task head = lane(task);
        Task before = head;
        while (before.nextInLane != task) {
            before = before.nextInLane;
        }
        before.nextInLane = task.nextInLane;
        if (head.laneTail == task) {
            head.laneTail = before;
        }
        task.nextInLane = null;
    }

    /**
     * The tasks running since before {@code startedBefore}: for a watchdog that ends what runs too long.
     *
     * @param startedBefore a {@link System#nanoTime()}
     * @param into where to put them (at least {@code maxConcurrency} long)
     * @return how many were put
     */
    public int overdue(long startedBefore, Task[] into) {
        synchronized (lock) {
            return slots.startedBefore(startedBefore, into);
        }
    }

    /** @return the most tasks that run at once */
    public int maxConcurrency() {
        return maxConcurrency;
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

    /** Keys in flight, for tests and diagnostics. */
    List<Object> busyKeys() {
        List<Object> keys = new ArrayList<>();
        synchronized (lock) {
            for (Task head : chatLanes.values()) {
                keys.add(head.describeKey());
            }
            for (Task head : userLanes.values()) {
                keys.add(head.describeKey());
            }
            keys.addAll(otherLanes.keySet());
        }
        return keys;
    }

    /** Holds the lock. */
    private void admit(Task task) {
        admitted++;
        if (task.keyKind == Task.NONE) {
            task.state = Task.READY;
            ready.add(task);
            return;
        }
        Task head = lane(task);
        if (head == null) {
            task.laneTail = task;
            putLane(task);
            task.state = Task.READY;
            ready.add(task);
        } else {
            head.laneTail.nextInLane = task;
            head.laneTail = task;
            task.state = Task.QUEUED;
        }
    }

    private @Nullable Task lane(Task task) {
        return switch (task.keyKind) {
            case Task.CHAT -> chatLanes.get(task.id);
            case Task.USER -> userLanes.get(task.id);
            default -> otherLanes.get(task.key());
        };
    }

    private void putLane(Task head) {
        switch (head.keyKind) {
            case Task.CHAT -> chatLanes.put(head.id, head);
            case Task.USER -> userLanes.put(head.id, head);
            default -> otherLanes.put(head.key(), head);
        }
    }

    private void removeLane(Task head) {
        switch (head.keyKind) {
            case Task.CHAT -> chatLanes.remove(head.id);
            case Task.USER -> userLanes.remove(head.id);
            default -> otherLanes.remove(head.key());
        }
    }

    /**
     * Starts ready tasks while there is room, on this thread; one thread at a time does it, the others leave it the
     * work.
     */
    public void runReady() {
        synchronized (lock) {
            if (starting) {
                return;
            }
            starting = true;
        }
        while (true) {
            Task task;
            synchronized (lock) {
                if (running >= maxConcurrency || ready.isEmpty()) {
                    starting = false;
                    return;
                }
                task = ready.poll();
                running++;
                task.slot = slots.take(task, System.nanoTime());
                task.state = Task.RUNNING;
            }
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                // a task must end itself; one that throws instead would hold its place and its chat for ever
                LOG.errorf(e, "A dispatch task failed to start; its place is given back");
                finished(task);
            }
        }
    }

    /** A task whose work is a {@code Uni}, ended by the work's outcome, ordered by any key. */
    private final class UniTask extends Task {

        private final @Nullable Object key;
        private final Supplier<Uni<Void>> work;
        private final UniEmitter<? super Void> emitter;

        UniTask(@Nullable Object key, Supplier<Uni<Void>> work, UniEmitter<? super Void> emitter) {
            super(key == null ? Task.NONE : Task.OBJECT, 0);
            this.key = key;
            this.work = work;
            this.emitter = emitter;
        }

        @Override
        @Nullable
        Object key() {
            return key;
        }

        @Override
        protected void run() {
            Uni<Void> uni;
            try {
                uni = work.get();
                if (uni == null) {
                    uni = Uni.createFrom().failure(new NullPointerException("a task returned a null Uni"));
                }
            } catch (RuntimeException e) {
                uni = Uni.createFrom().failure(e);
            }
            uni.subscribe().with(ignored -> {
                release(this);
                emitter.complete(null);
                runReady();
            }, failure -> {
                release(this);
                emitter.fail(failure);
                runReady();
            });
        }
    }
}
