package io.github.quarkustelegram.runtime.dispatch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.netty.util.Timeout;

/**
 * The watchdog of the handlers' deadline: one timer at a time on the deadline wheel, a quarter of the deadline apart
 * (at most a second), looking through the running updates (at most {@code max-concurrency}); nothing per update. A
 * handler past its deadline is ended from the timeout executor, never from the timer's thread (ending it starts its
 * chat's next update, whose handler must not run there).
 *
 * <p>
 * It also remembers the blocking handlers it ended whose thread still runs them (a call that ignores cancellation):
 * what the dispatcher's liveness check reports.
 */
final class HandlerWatchdog {

    /** The dispatcher's category, as before this class had a file of its own: applications configure that one. */
    private static final Logger LOG = Logger.getLogger(UpdateDispatcher.class);

    /** A running task the watchdog may end: an update whose handler runs. */
    interface Watched {

        /** @return whether its handler still runs (its outcome or its deadline did not end it yet) */
        boolean handlerRunning();

        /**
         * @return until when ({@link System#nanoTime()}) its handler's result may stream (a {@code Multi}, which has
         *         its own maximum); 0 when it does not stream
         */
        long streamingUntil();

        /** Ends it, its deadline passed; called on the timeout executor. */
        void timedOut();
    }

    private final PerChatScheduler scheduler;
    private final Duration handlerTimeout;
    private final Executor timeoutExecutor;
    /** The timer (the wheel shared with the transports), null without a deadline; the only use of it here. */
    private final @Nullable TimerWheel deadlines;
    /** Where the scheduler lists the overdue tasks at each tick, made once: a tick allocates nothing. */
    private final PerChatScheduler.Task[] overdue;
    /** Blocking handlers ended at their deadline whose thread may still run them: what liveness looks at. */
    private final ConcurrentLinkedQueue<DispatchContext> pastDeadline = new ConcurrentLinkedQueue<>();
    private volatile @Nullable Timeout watch;
    private volatile boolean closed;

    /**
     * Watches nothing yet: {@link #start()} arms the timer.
     *
     * @param scheduler whose running tasks it looks through
     * @param handlerTimeout how long a handler may take; zero for no deadline (no timer then)
     * @param timeoutExecutor where a handler past its deadline is ended
     */
    HandlerWatchdog(PerChatScheduler scheduler, Duration handlerTimeout, Executor timeoutExecutor) {
        this.scheduler = scheduler;
        this.handlerTimeout = handlerTimeout;
        this.timeoutExecutor = timeoutExecutor;
        this.overdue = new PerChatScheduler.Task[scheduler.maxConcurrency()];
        this.deadlines = handlerTimeout.isZero() ? null : TimerWheel.open();
    }

    /** @return the handlers' deadline, zero for none */
    Duration handlerTimeout() {
        return handlerTimeout;
    }

    /** Arms the first check (none without a deadline); each check arms the next. */
    void start() {
        watchNext();
    }

    /**
     * @param deadline the handlers' deadline (not zero)
     * @return how long from one check to the next: a quarter of the deadline, from 10 ms to 1 s
     */
    static long checkInterval(Duration deadline) {
        return Math.max(Duration.ofMillis(10).toNanos(), Math.min(Duration.ofSeconds(1).toNanos(),
                deadline.toNanos() / 4));
    }

    private void watchNext() {
        if (deadlines == null || closed) {
            return;
        }
        watch = deadlines.arm(checkInterval(handlerTimeout), expired -> {
            endOverdue(System.nanoTime());
            watchNext();
        });
    }

    /**
     * One check: hands each task running since before {@code now} minus the deadline, whose handler still runs, to
     * the timeout executor to be ended. One the executor refuses now is found again at the next check.
     *
     * @param now a {@link System#nanoTime()}
     * @return how many were handed over
     */
    int endOverdue(long now) {
        int count = scheduler.overdue(now - handlerTimeout.toNanos(), overdue);
        int ended = 0;
        for (int i = 0; i < count; i++) {
            PerChatScheduler.Task task = overdue[i];
            overdue[i] = null;
            if (task instanceof Watched watched && watched.handlerRunning() && !streamsStill(watched, now)) {
                try {
                    timeoutExecutor.execute(watched::timedOut);
                    ended++;
                } catch (RuntimeException rejected) {
                    LOG.debugf("Cannot end a handler past its deadline now (%s); trying again", rejected.toString());
                }
            }
        }
        return ended;
    }

    /**
     * A streamed answer has its own maximum, which its stream enforces (it cancels its upstream and keeps the text):
     * the handler's deadline counts from that maximum on, leaving time for the last messages; a stream that never
     * ends is still cut.
     */
    private boolean streamsStill(Watched watched, long now) {
        long until = watched.streamingUntil();
        return until != 0 && now - until < handlerTimeout.toNanos();
    }

    /**
     * A handler was ended at its deadline while its thread runs it: reported by {@link #stuckHandlers()} until it
     * returns.
     *
     * @param context its update's context
     */
    void stillRunning(DispatchContext context) {
        pastDeadline.add(context);
    }

    /**
     * @return the blocking handlers ended at their deadline that still run, oldest first; those done by now are
     *         forgotten
     */
    List<UpdateDispatcher.StuckHandler> stuckHandlers() {
        pastDeadline.removeIf(context -> !context.invoking());
        List<UpdateDispatcher.StuckHandler> stuck = new ArrayList<>();
        for (DispatchContext context : pastDeadline) {
            if (context.invoking()) {
                stuck.add(new UpdateDispatcher.StuckHandler(context.handlerName(), context.update().updateId(),
                        context.invokedAt()));
            }
        }
        return stuck;
    }

    /** Stops checking and lets go of the timer. Handlers still running are not interrupted. Idempotent. */
    void close() {
        closed = true;
        Timeout current = watch;
        if (current != null) {
            current.cancel();
        }
        if (deadlines != null) {
            deadlines.close();
        }
    }
}
