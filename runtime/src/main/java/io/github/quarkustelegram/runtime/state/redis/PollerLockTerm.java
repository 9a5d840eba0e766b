package io.github.quarkustelegram.runtime.state.redis;

import java.time.Duration;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * The poller lock's decisions, apart from Redis and timers: whether this instance holds the lock, until when it may
 * trust that, who holds it otherwise, and when to ask Redis again. Its owner asks Redis every {@link #period()} (a
 * third of the lock's timeout) and tells it each answer; this class says what changed.
 *
 * <p>
 * Safety: an answer that this instance holds the lock makes it hold it until the request's sending time plus two
 * periods, one period before the key can expire in Redis (Redis counts the timeout from when it ran the script, after
 * the sending). So when one renewal fails, the next tick finds the term over and the poller stops a full period before
 * another instance can take the lock: never two getUpdates at once, timer delays aside.
 *
 * <p>
 * Not thread-safe: its owner calls it under its lock. Times are {@code System.nanoTime()}-like.
 */
final class PollerLockTerm {

    /** Asked again this long after the lock's expiry, when the holder's answer says it expires soon. */
    static final Duration AFTER_EXPIRY = Duration.ofMillis(5);

    /**
     * What an answer from Redis changed.
     *
     * @param changed whether {@link #held} changed
     * @param askAgainIn when to ask again sooner than the next tick (the other holder's lock expires sooner), or null
     */
    record Answer(boolean changed, @Nullable Duration askAgainIn) {
    }

    private final String instance;
    private final long period;
    private boolean held;
    private long heldUntil;
    private @Nullable String holder;
    /** The last other instance seen holding it, for the log line of a takeover. */
    private @Nullable String previous;

    /**
     * @param instance this instance's name
     * @param timeout how long the lock lasts in Redis without renewal
     */
    PollerLockTerm(String instance, Duration timeout) {
        this.instance = Objects.requireNonNull(instance, "instance");
        if (timeout.toMillis() < 3) {
            throw new IllegalArgumentException("the poller lock's timeout must be at least 3 ms: " + timeout);
        }
        this.period = timeout.toNanos() / 3;
    }

    /** @return how often Redis is asked: a third of the timeout */
    Duration period() {
        return Duration.ofNanos(period);
    }

    /** @return whether this instance holds the lock at {@code now} */
    boolean held(long now) {
        return held && now - heldUntil < 0;
    }

    /** @return the instance that holds the lock as far as this one knows, or null */
    @Nullable
    String holder() {
        return holder;
    }

    /** @return the last other instance seen holding the lock, or null */
    @Nullable
    String previous() {
        return previous;
    }

    /**
     * A tick, before asking Redis.
     *
     * @return whether this instance stops holding the lock now: its term ended without a renewal
     */
    boolean tick(long now) {
        if (held && now - heldUntil >= 0) {
            held = false;
            holder = null;
            return true;
        }
        return false;
    }

    /**
     * Redis answered that this instance holds the lock.
     *
     * @param sentAt when the request was sent
     * @param now when the answer came
     * @return whether this instance took the lock now (it did not hold it)
     */
    boolean mine(long sentAt, long now) {
        long until = sentAt + 2 * period;
        if (now - until >= 0) {
            return false; // too late to trust: the next tick asks again
        }
        boolean took = !held;
        held = true;
        heldUntil = took || until - heldUntil > 0 ? until : heldUntil;
        holder = instance;
        return took;
    }

    /**
     * Redis answered that another instance holds the lock.
     *
     * @param other that instance; empty when nobody holds it (a renewal only, which does not take it)
     * @param ttlMillis how long its lock lasts without renewal, as Redis says
     * @return whether this instance lost the lock, and when to ask again
     */
    Answer other(String other, long ttlMillis) {
        boolean lost = held;
        held = false;
        if (other.isEmpty()) { // nobody: this instance's renewal came after its lock expired; taken at the next ask
            holder = null;
        } else {
            holder = other;
            previous = other;
        }
        Duration expiresIn = Duration.ofMillis(Math.max(0, ttlMillis));
        return new Answer(lost, expiresIn.toNanos() < period ? expiresIn.plus(AFTER_EXPIRY) : null);
    }

    /** The lock was let go (or is to be): this instance no longer holds it. */
    void released() {
        held = false;
        holder = null;
    }
}
