package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

/**
 * Where the poll loop stands, read at once (the public {@code LongPoller}'s getters and the health checks read it).
 *
 * @param phase where it is in its life
 * @param failuresInARow getUpdates failed in a row until now; 0 after a success
 * @param sinceLastSuccess since a getUpdates last succeeded; null before the first
 * @param idle how long it has done nothing, waits it chose (a backoff, the poller lock) not counted
 * @param unconfirmed updates received and not confirmed yet
 * @param offset the offset of the next getUpdates; null before any update was confirmed
 * @param standby whether it waits for the poller lock (another instance polls)
 */
public record PollStatus(PollPhase phase, int failuresInARow, @Nullable Duration sinceLastSuccess, Duration idle,
        int unconfirmed, @Nullable Integer offset, boolean standby) {
}
