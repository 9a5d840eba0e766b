package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.Nullable;

/**
 * The places of the running tasks, a fixed number (the scheduler's {@code maxConcurrency}): each holds its task and
 * when it started, so that the deadline's watchdog looks through what runs (at most that many) without anything kept
 * per task beyond its slot number. A free place is taken and given back in constant time, allocating nothing.
 *
 * <p>
 * Not thread-safe: {@link PerChatScheduler} uses it under its lock.
 */
final class RunningSlots {

    private final @Nullable PerChatScheduler.Task[] tasks;
    private final long[] startedAt;
    /** The free slots, a stack: the lowest first at the start, then the last given back. */
    private final int[] free;
    private int freeCount;

    /** @param size how many tasks run at once at most */
    RunningSlots(int size) {
        this.tasks = new PerChatScheduler.Task[size];
        this.startedAt = new long[size];
        this.free = new int[size];
        for (int i = 0; i < size; i++) {
            free[i] = size - 1 - i;
        }
        this.freeCount = size;
    }

    /**
     * @param task a task that starts (there is a free place: the scheduler runs at most {@code size} at once)
     * @param now when, a {@link System#nanoTime()}
     * @return its slot, to give back with {@link #free}
     */
    int take(PerChatScheduler.Task task, long now) {
        int slot = free[--freeCount];
        tasks[slot] = task;
        startedAt[slot] = now;
        return slot;
    }

    /** @param slot a slot {@link #take} gave, whose task ended */
    void free(int slot) {
        tasks[slot] = null;
        free[freeCount++] = slot;
    }

    /**
     * @param startedBefore a {@link System#nanoTime()}
     * @param into where to put the tasks running since before it (at least {@code size} long)
     * @return how many were put
     */
    int startedBefore(long startedBefore, PerChatScheduler.Task[] into) {
        int count = 0;
        for (int i = 0; i < tasks.length; i++) {
            PerChatScheduler.Task task = tasks[i];
            if (task != null && startedAt[i] - startedBefore < 0) {
                into[count++] = task;
            }
        }
        return count;
    }
}
