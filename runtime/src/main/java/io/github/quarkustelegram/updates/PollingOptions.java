package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.UpdateType;

/**
 * How a {@link LongPoller} polls. Immutable; start from {@link #defaults()} and change with the {@code with...}
 * methods.
 *
 * @param timeout how long each getUpdates waits for an update (its {@code timeout}, in whole seconds); default 50 s.
 *        The client's read timeout need not exceed it: the transport adds it to a getUpdates call's deadline.
 * @param limit at most this many updates a call, 1 to 100; default 100
 * @param allowedUpdates the update types to receive, or null to keep what Telegram was last told (its default)
 * @param initialBackoff the first wait after a failed getUpdates (network error, 5xx), doubled on each failure in a
 *        row; also the wait between attempts at handling a failing update; default 1 s
 * @param maxBackoff the longest wait after failures in a row; default 30 s
 * @param maxHandlingAttempts how many times an update whose handling fails is tried before it is skipped; default 3
 * @param drainTimeout how long {@link LongPoller#stop()} waits for the update being handled; default 10 s
 * @param deleteWebhook whether a webhook found set (getUpdates answers 409 while one is) is deleted so that polling
 *        goes on; default false: polling stops with an ERROR
 */
public record PollingOptions(Duration timeout, int limit, @Nullable List<UpdateType> allowedUpdates,
        Duration initialBackoff, Duration maxBackoff, int maxHandlingAttempts, Duration drainTimeout,
        boolean deleteWebhook) {

    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(50);
    public static final int DEFAULT_LIMIT = 100;
    public static final Duration DEFAULT_INITIAL_BACKOFF = Duration.ofSeconds(1);
    public static final Duration DEFAULT_MAX_BACKOFF = Duration.ofSeconds(30);
    public static final int DEFAULT_MAX_HANDLING_ATTEMPTS = 3;
    public static final Duration DEFAULT_DRAIN_TIMEOUT = Duration.ofSeconds(10);

    public PollingOptions {
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(initialBackoff, "initialBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        Objects.requireNonNull(drainTimeout, "drainTimeout");
        if (timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must not be negative: " + timeout);
        }
        if (limit < 1 || limit > 100) {
            throw new IllegalArgumentException("limit must be between 1 and 100: " + limit);
        }
        if (initialBackoff.isNegative() || initialBackoff.isZero()) {
            throw new IllegalArgumentException("initialBackoff must be positive: " + initialBackoff);
        }
        if (maxBackoff.compareTo(initialBackoff) < 0) {
            throw new IllegalArgumentException("maxBackoff " + maxBackoff + " is shorter than initialBackoff "
                    + initialBackoff);
        }
        if (maxHandlingAttempts < 1) {
            throw new IllegalArgumentException("maxHandlingAttempts must be at least 1: " + maxHandlingAttempts);
        }
        if (drainTimeout.isNegative()) {
            throw new IllegalArgumentException("drainTimeout must not be negative: " + drainTimeout);
        }
        allowedUpdates = allowedUpdates == null ? null : List.copyOf(allowedUpdates);
    }

    /** @return 50 s, 100 updates, allowed updates unchanged, backoff 1 s to 30 s, 3 attempts, drain 10 s */
    public static PollingOptions defaults() {
        return new PollingOptions(DEFAULT_TIMEOUT, DEFAULT_LIMIT, null, DEFAULT_INITIAL_BACKOFF, DEFAULT_MAX_BACKOFF,
                DEFAULT_MAX_HANDLING_ATTEMPTS, DEFAULT_DRAIN_TIMEOUT, false);
    }

    public PollingOptions withTimeout(Duration timeout) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }

    public PollingOptions withLimit(int limit) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }

    public PollingOptions withAllowedUpdates(@Nullable List<UpdateType> allowedUpdates) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }

    public PollingOptions withBackoff(Duration initialBackoff, Duration maxBackoff) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }

    public PollingOptions withMaxHandlingAttempts(int maxHandlingAttempts) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }

    public PollingOptions withDeleteWebhook(boolean deleteWebhook) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }

    public PollingOptions withDrainTimeout(Duration drainTimeout) {
        return new PollingOptions(timeout, limit, allowedUpdates, initialBackoff, maxBackoff, maxHandlingAttempts,
                drainTimeout, deleteWebhook);
    }
}
