package io.github.quarkustelegram.runtime.updates.webhook;

import org.jspecify.annotations.Nullable;

import io.netty.util.Timeout;
import io.netty.util.TimerTask;

/**
 * The one timer of a request: its read deadline, then its delivery's handling deadline.
 *
 * <p>
 * Why one: arming a wheel timeout and cancelling it is a queue offer each on the event loop and work on the wheel's
 * thread, for a deadline that almost never fires. When the body ended, the read deadline's timeout is kept if it
 * falls before the handling deadline (the defaults: 10 s to read, 30 s to handle); if it fires, it is armed again for
 * what is left. A request read and answered in milliseconds (nearly all) arms one timeout, not two.
 */
final class RequestDeadline implements TimerTask {

    /** Told when the body did not arrive in time; called on the timer's thread. */
    interface Reading {
        void readDeadlinePassed();
    }

    private final DeadlineTimer timer;
    private final Reading reading;
    private volatile @Nullable Timeout timeout;
    private long readDueAt;
    private volatile @Nullable Delivery delivery;
    private volatile long handlingDueAt;

    RequestDeadline(DeadlineTimer timer, Reading reading) {
        this.timer = timer;
        this.reading = reading;
    }

    /** The body is being read: it has this long. */
    void startReading(long nanos) {
        readDueAt = timer.nanoTime() + nanos;
        timeout = timer.arm(nanos, this);
    }

    /** The body ended and its update is being handled: the answer waits this long at most, then 500. */
    void startHandling(long nanos, Delivery handled) {
        long due = timer.nanoTime() + nanos;
        handlingDueAt = due;
        delivery = handled;
        Timeout current = timeout;
        // kept when it fires first (it is armed again then); replaced when the handling deadline comes sooner, or when
        // it fired already (as the body ended: its task found no delivery yet)
        if (current == null || current.isExpired() || readDueAt - due > 0) {
            cancel();
            timeout = timer.arm(nanos, this);
        }
    }

    /** No deadline any more: read and answered, or refused. */
    void cancel() {
        Timeout current = timeout;
        if (current != null) {
            current.cancel();
        }
    }

    @Override
    public void run(Timeout expired) {
        if (expired != timeout) {
            return; // replaced
        }
        Delivery handled = delivery;
        if (handled == null) {
            reading.readDeadlinePassed();
            return;
        }
        long left = handlingDueAt - timer.nanoTime();
        if (left > 0) {
            timeout = timer.arm(left, this); // the read deadline's timeout, kept: what is left of the handling's
            return;
        }
        handled.handlingDeadlinePassed();
    }
}
