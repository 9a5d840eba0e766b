package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

/**
 * What the poll loop did lately, for its health: when it last did something (or when the wait it chose ends), when a
 * getUpdates last succeeded, the failures in a row, whether it waits for the poller lock. Guarded by the loop's lock.
 */
final class PollActivity {

    private int failuresInARow;
    /** When it last did something (a poll sent or answered, an update finished), or when its current wait ends. */
    private long activityAt;
    /** When a getUpdates last succeeded; meaningful once {@link #polled}. */
    private long succeededAt;
    private boolean polled;
    private boolean standby;

    void started(long now) {
        activityAt = now;
        failuresInARow = 0;
        standby = false;
    }

    void active(long now) {
        activityAt = now;
    }

    /** A wait it chose, ending at {@code until}: no idleness meanwhile. */
    void waitsUntil(long until) {
        activityAt = until;
    }

    /** @return the line saying a streak of failures ended, or null */
    @Nullable
    String succeeded(long now) {
        String recovery = PollFailurePolicy.recovery(failuresInARow);
        activityAt = succeededAt = now;
        polled = true;
        failuresInARow = 0;
        return recovery;
    }

    int failuresInARow() {
        return failuresInARow;
    }

    void failuresInARow(int failures) {
        failuresInARow = failures;
    }

    boolean standby() {
        return standby;
    }

    /** @param waiting whether it now waits for the poller lock (another instance polls), which is no idleness */
    void standby(boolean waiting, long now) {
        standby = waiting;
        activityAt = now;
    }

    PollStatus status(PollPhase phase, long now, int unconfirmed, @Nullable Integer offset) {
        return new PollStatus(phase, failuresInARow, polled ? Duration.ofNanos(Math.max(0, now - succeededAt)) : null,
                standby ? Duration.ZERO : Duration.ofNanos(Math.max(0, now - activityAt)), unconfirmed, offset,
                standby);
    }
}
