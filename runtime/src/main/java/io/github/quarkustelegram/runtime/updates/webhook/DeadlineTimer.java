package io.github.quarkustelegram.runtime.updates.webhook;

import io.netty.util.Timeout;
import io.netty.util.TimerTask;

/**
 * The timers of the webhook's deadlines (a body's read deadline, a delivery's handling deadline): an interface so that
 * a test fires them when it says. The part armed is its own {@link TimerTask}: no task object per request.
 */
interface DeadlineTimer {

    /** @return the timer's clock, in nanoseconds (only differences count) */
    long nanoTime();

    /**
     * @param nanos how long from now
     * @param task what to do then, unless cancelled first; runs on the timer's thread
     * @return the deadline, to cancel
     */
    Timeout arm(long nanos, TimerTask task);
}
