package io.github.quarkustelegram.resilience;

import java.time.Duration;
import java.util.Objects;

/**
 * When and how the client's retry repeats a failed Bot API call. Immutable; start from {@link #defaults()}
 * or {@link #builder()}, derive with {@link #toBuilder()}.
 *
 * <pre>{@code
 * RetryPolicy policy = RetryPolicy.builder()
 *         .maxAttempts(3)
 *         .maxTotalTime(Duration.ofSeconds(30))
 *         .build();
 * }</pre>
 *
 * @param maxAttempts how many times a call is made at most, the first included; 1 turns retry off
 * @param initialBackoff the wait before the first retry of a 5xx or network error
 * @param maxBackoff the longest wait between two attempts after a 5xx or network error
 * @param multiplier how much the backoff grows from one retry to the next (at least 1)
 * @param jitter "full jitter": wait a random time between zero and the backoff, so that many clients failing
 *        together do not retry together; does not apply to {@code retry_after}, which is always waited in full
 * @param maxTotalTime no retry is started that would begin later than this after the first attempt started
 * @param maxRetryAfter a {@code retry_after} longer than this gives up at once with the 429 error, rather than
 *        waiting
 * @param retryNonIdempotent whether a method that is not idempotent (see {@link MethodIdempotency}) is repeated
 *        after a failure by which the request may already have reached Telegram (any 5xx, a timeout, a connection
 *        lost after the request was written); false by default, since Telegram may have acted on it (a message sent
 *        twice is worse than an error)
 */
public record RetryPolicy(int maxAttempts, Duration initialBackoff, Duration maxBackoff, double multiplier,
        boolean jitter, Duration maxTotalTime, Duration maxRetryAfter, boolean retryNonIdempotent) {

    /** 5 attempts. */
    public static final int DEFAULT_MAX_ATTEMPTS = 5;
    /** 200 ms. */
    public static final Duration DEFAULT_INITIAL_BACKOFF = Duration.ofMillis(200);
    /** 30 s. */
    public static final Duration DEFAULT_MAX_BACKOFF = Duration.ofSeconds(30);
    /** 2. */
    public static final double DEFAULT_MULTIPLIER = 2.0;
    /** 2 min. */
    public static final Duration DEFAULT_MAX_TOTAL_TIME = Duration.ofMinutes(2);
    /** 1 min: Telegram's per-chat and per-group waits are seconds to tens of seconds. */
    public static final Duration DEFAULT_MAX_RETRY_AFTER = Duration.ofMinutes(1);

    private static final RetryPolicy DEFAULTS = new RetryPolicy(DEFAULT_MAX_ATTEMPTS, DEFAULT_INITIAL_BACKOFF,
            DEFAULT_MAX_BACKOFF, DEFAULT_MULTIPLIER, true, DEFAULT_MAX_TOTAL_TIME, DEFAULT_MAX_RETRY_AFTER, false);

    /**
     * @throws IllegalArgumentException when a value is out of range: attempts below 1, a negative duration, a
     *         maximum backoff below the initial one, a multiplier below 1
     */
    public RetryPolicy {
        Objects.requireNonNull(initialBackoff, "initialBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        Objects.requireNonNull(maxTotalTime, "maxTotalTime");
        Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1: " + maxAttempts);
        }
        requireNotNegative("initialBackoff", initialBackoff);
        requireNotNegative("maxBackoff", maxBackoff);
        requireNotNegative("maxTotalTime", maxTotalTime);
        requireNotNegative("maxRetryAfter", maxRetryAfter);
        if (maxBackoff.compareTo(initialBackoff) < 0) {
            throw new IllegalArgumentException(
                    "maxBackoff (" + maxBackoff + ") is shorter than initialBackoff (" + initialBackoff + ")");
        }
        if (!(multiplier >= 1.0) || Double.isInfinite(multiplier)) {
            throw new IllegalArgumentException("multiplier must be a finite number of at least 1: " + multiplier);
        }
    }

    private static void requireNotNegative(String name, Duration value) {
        if (value.isNegative()) {
            throw new IllegalArgumentException(name + " must not be negative: " + value);
        }
    }

    /**
     * 5 attempts, backoff from 200 ms doubling up to 30 s with full jitter, 2 min in all, {@code retry_after} up to
     * 1 min honoured, no repeat of a non-idempotent method that may have reached Telegram.
     *
     * @return the default policy
     */
    public static RetryPolicy defaults() {
        return DEFAULTS;
    }

    /** @return a policy that never retries: the client's retry passes every call through untouched */
    public static RetryPolicy none() {
        return DEFAULTS.toBuilder().maxAttempts(1).build();
    }

    /** @return a builder starting from {@link #defaults()} */
    public static Builder builder() {
        return DEFAULTS.toBuilder();
    }

    /** @return a builder starting from this policy */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** @return whether this policy ever repeats a call */
    public boolean retries() {
        return maxAttempts > 1;
    }

    /**
     * The backoff before retry number {@code retry} without jitter: {@code initialBackoff * multiplier^(retry-1)},
     * at most {@link #maxBackoff()}.
     *
     * @param retry 1 for the first retry (the second attempt), 2 for the next, ...
     * @return the backoff ceiling; with {@link #jitter()} the actual wait is drawn between zero and it
     */
    public Duration backoff(int retry) {
        if (retry < 1) {
            throw new IllegalArgumentException("retry counts from 1: " + retry);
        }
        double nanos = initialBackoff.toNanos() * Math.pow(multiplier, retry - 1);
        long max = maxBackoff.toNanos();
        return Duration.ofNanos(nanos >= max ? max : (long) nanos);
    }

    /** Builds a {@link RetryPolicy}; every setter has the record component's name. */
    public static final class Builder {
        private int maxAttempts;
        private Duration initialBackoff;
        private Duration maxBackoff;
        private double multiplier;
        private boolean jitter;
        private Duration maxTotalTime;
        private Duration maxRetryAfter;
        private boolean retryNonIdempotent;

        private Builder(RetryPolicy from) {
            maxAttempts = from.maxAttempts;
            initialBackoff = from.initialBackoff;
            maxBackoff = from.maxBackoff;
            multiplier = from.multiplier;
            jitter = from.jitter;
            maxTotalTime = from.maxTotalTime;
            maxRetryAfter = from.maxRetryAfter;
            retryNonIdempotent = from.retryNonIdempotent;
        }

        /**
         * @param maxAttempts see {@link RetryPolicy#maxAttempts()}
         * @return this builder
         */
        public Builder maxAttempts(int maxAttempts) {
            this.maxAttempts = maxAttempts;
            return this;
        }

        /**
         * @param initialBackoff see {@link RetryPolicy#initialBackoff()}
         * @return this builder
         */
        public Builder initialBackoff(Duration initialBackoff) {
            this.initialBackoff = initialBackoff;
            return this;
        }

        /**
         * @param maxBackoff see {@link RetryPolicy#maxBackoff()}
         * @return this builder
         */
        public Builder maxBackoff(Duration maxBackoff) {
            this.maxBackoff = maxBackoff;
            return this;
        }

        /**
         * @param multiplier see {@link RetryPolicy#multiplier()}
         * @return this builder
         */
        public Builder multiplier(double multiplier) {
            this.multiplier = multiplier;
            return this;
        }

        /**
         * @param jitter see {@link RetryPolicy#jitter()}
         * @return this builder
         */
        public Builder jitter(boolean jitter) {
            this.jitter = jitter;
            return this;
        }

        /**
         * @param maxTotalTime see {@link RetryPolicy#maxTotalTime()}
         * @return this builder
         */
        public Builder maxTotalTime(Duration maxTotalTime) {
            this.maxTotalTime = maxTotalTime;
            return this;
        }

        /**
         * @param maxRetryAfter see {@link RetryPolicy#maxRetryAfter()}
         * @return this builder
         */
        public Builder maxRetryAfter(Duration maxRetryAfter) {
            this.maxRetryAfter = maxRetryAfter;
            return this;
        }

        /**
         * @param retryNonIdempotent see {@link RetryPolicy#retryNonIdempotent()}
         * @return this builder
         */
        public Builder retryNonIdempotent(boolean retryNonIdempotent) {
            this.retryNonIdempotent = retryNonIdempotent;
            return this;
        }

        /**
         * @return the policy
         * @throws IllegalArgumentException when a value is out of range
         */
        public RetryPolicy build() {
            return new RetryPolicy(maxAttempts, initialBackoff, maxBackoff, multiplier, jitter, maxTotalTime,
                    maxRetryAfter, retryNonIdempotent);
        }
    }
}
