package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.UpdateType;

/**
 * How the poll loop polls: the public {@code PollingOptions}, already checked, as the engine reads them (the engine
 * does not see the public type, so that the two packages do not import each other).
 *
 * @param timeout each getUpdates' long poll
 * @param limit at most this many updates a call
 * @param allowedUpdates the update types to receive, or null to keep what Telegram was last told
 * @param initialBackoff the first wait after a failed getUpdates, and the wait before a failed update is tried again
 * @param maxBackoff the longest wait after failures in a row
 * @param maxHandlingAttempts how many times an update is tried before it is skipped
 * @param drainTimeout how long a stop waits for the updates being handled
 * @param deleteWebhook whether a webhook found set is deleted so that polling goes on
 */
public record PollSettings(Duration timeout, int limit, @Nullable List<UpdateType> allowedUpdates,
        Duration initialBackoff, Duration maxBackoff, int maxHandlingAttempts, Duration drainTimeout,
        boolean deleteWebhook) {

    public PollSettings {
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(initialBackoff, "initialBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        Objects.requireNonNull(drainTimeout, "drainTimeout");
    }

    /**
     * @param offset the first update to fetch, null for none confirmed yet
     * @param wait the long poll: {@link #timeout()}, or zero for a poll that answers at once
     * @return the getUpdates call
     */
    GetUpdates request(@Nullable Integer offset, Duration wait) {
        return GetUpdates.builder().offset(offset).limit(limit).timeout((int) wait.toSeconds())
                .allowedUpdates(allowedUpdates).build();
    }
}
