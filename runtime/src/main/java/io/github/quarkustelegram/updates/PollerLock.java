package io.github.quarkustelegram.updates;

import java.util.concurrent.CompletionStage;

import org.jspecify.annotations.Nullable;

/**
 * Which instance of a bot polls, when several run in polling mode: Telegram allows one getUpdates at a time per bot
 * (a second ends the first with 409 Conflict), so the instances compete for this lock and only its holder polls. The
 * others stay ready: their poller runs, and sends getUpdates as soon as its instance takes the lock.
 *
 * <p>
 * The extension's implementation, with {@code quarkus.telegram.state.store=redis}, is a lock on Redis that expires
 * when its holder dies; {@link LongPoller}'s constructors without a lock poll alone. An implementation must never let
 * two instances see {@link #held()} true at once, and should turn it false before another instance can take the lock
 * (the poller then cancels its long poll and sends no other getUpdates).
 */
public interface PollerLock {

    /**
     * Starts competing for the lock (once; later calls only replace the listener). Called by
     * {@link LongPoller#start()}.
     *
     * @param changed run, on any thread, each time {@link #held()} changes
     */
    void start(Runnable changed);

    /** @return whether this instance holds the lock now, and so may send getUpdates */
    boolean held();

    /** @return the name of the instance that polls, as far as this one knows (its own when it holds the lock), or null */
    @Nullable
    String holder();

    /**
     * Stops competing and lets the lock go if held, so that another instance takes over at once rather than when the
     * lock expires. The poller does not call it: its owner does, after the poller stopped and confirmed its offset.
     *
     * @return completes once let go (also when Redis could not be told: the lock then expires by itself)
     */
    CompletionStage<Void> release();
}
