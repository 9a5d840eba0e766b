package io.github.quarkustelegram.runtime.streaming;

import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.function.Consumer;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.MultiSubscriber;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * One streamed answer: takes every piece of its upstream as it comes, shows the answer so far through its
 * {@link StreamOutput} when its {@link RenderPacing} says so (one request in flight at most; pieces that come
 * meanwhile are shown together by the next render, never queued), and sends it whole when the upstream completes,
 * fails (the text so far, then the failure note), is stopped by the user, or runs past its maximum duration (the
 * upstream cancelled in both cases, the text so far kept).
 *
 * <p>
 * Pieces, timers, stops and the requests' outcomes come on any thread: the state is guarded by one lock, and requests
 * are made outside it.
 */
final class AnswerStream implements MultiSubscriber<Object> {

    private static final Logger LOG = Logger.getLogger(AnswerStream.class);

    /** Why a stream ends before its upstream completes. */
    enum Cut {
        STOPPED,
        PAST_MAXIMUM
    }

    private final AnswerSoFar soFar;
    private final StreamOutput output;
    private final RenderPacing pacing;
    private final ResilienceScheduler clock;
    private final Duration maxDuration;
    private final String handler;
    private final String failureNote;
    /** Told once the stream ended, however (to forget it where it was registered). */
    private final Consumer<AnswerStream> ended;

    private final Object lock = new Object();
    // guarded by lock
    private boolean changed;
    private boolean inFlight;
    /** The upstream is over (completed, failed, cancelled): what is left is to send the answer. */
    private boolean upstreamOver;
    /** The answer was sent, or the stream abandoned: nothing more happens. */
    private boolean done;
    private Flow.@Nullable Subscription upstream;
    private @Nullable Cancellable timer;
    private long timerDue;
    private @Nullable Cancellable maximum;
    private @Nullable UniEmitter<? super Void> emitter;

    /**
     * @param soFar the empty answer the pieces are appended to
     * @param output where it shows
     * @param clock the time and the timers
     * @param maxDuration how long the stream runs at most
     * @param handler the handler whose answer it is, for the log
     * @param failureNote what ends an answer whose upstream failed
     * @param ended told once the stream ended
     */
    AnswerStream(AnswerSoFar soFar, StreamOutput output, ResilienceScheduler clock, Duration maxDuration,
            String handler, String failureNote, Consumer<AnswerStream> ended) {
        this.soFar = soFar;
        this.output = output;
        this.pacing = new RenderPacing(output.intervalNanos(), output.refreshNanos());
        this.clock = clock;
        this.maxDuration = maxDuration;
        this.handler = handler;
        this.failureNote = failureNote;
        this.ended = ended;
    }

    /**
     * @param answer the pieces of the answer
     * @return completes once the answer was sent (at once for an empty one); fails when the final messages could not
     *         be sent; cancelling it cancels the upstream and sends nothing more
     */
    Uni<Void> run(Multi<?> answer) {
        return Uni.createFrom().emitter(emitter -> {
            emitter.onTermination(this::abandon);
            Uni<Void> first;
            synchronized (lock) {
                this.emitter = emitter;
                maximum = clock.schedule(maxDuration, () -> cut(Cut.PAST_MAXIMUM));
                first = output.start();
                if (first != null) {
                    inFlight = true;
                    pacing.rendering(clock.nanoTime());
                }
            }
            if (first != null) {
                make(first, false);
            }
            answer.subscribe().withSubscriber(this);
        });
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        boolean cancel;
        synchronized (lock) {
            cancel = upstreamOver;
            upstream = subscription;
        }
        if (cancel) {
            subscription.cancel(); // stopped before the upstream even started
        } else {
            subscription.request(Long.MAX_VALUE); // pieces are only appended: no reason to slow the model down
        }
    }

    @Override
    public void onItem(Object piece) {
        synchronized (lock) {
            if (upstreamOver) {
                return;
            }
            soFar.append(piece);
            changed = true;
        }
        pump();
    }

    @Override
    public void onFailure(Throwable failure) {
        synchronized (lock) {
            if (upstreamOver) {
                return;
            }
            upstreamOver = true;
            soFar.end(failureNote);
        }
        LOG.warnf(failure, "The streamed answer of handler %s failed: the text so far is sent, ended with the "
                + "failure note", handler);
        pump();
    }

    @Override
    public void onCompletion() {
        synchronized (lock) {
            if (upstreamOver) {
                return;
            }
            upstreamOver = true;
        }
        pump();
    }

    /**
     * Ends the stream before its upstream did: the upstream is cancelled, what was written is sent.
     *
     * @param why the user's stop, or the maximum duration
     */
    void cut(Cut why) {
        Flow.Subscription subscription;
        synchronized (lock) {
            if (upstreamOver) {
                return;
            }
            upstreamOver = true;
            subscription = upstream;
        }
        if (subscription != null) {
            subscription.cancel();
        }
        if (why == Cut.PAST_MAXIMUM) {
            LOG.infof("The streamed answer of handler %s ran for %s, its maximum "
                    + "(quarkus.telegram.streaming.max-duration): cancelled, the text so far is sent", handler,
                    maxDuration);
        } else {
            LOG.debugf("The streamed answer of handler %s was stopped by the user: the text so far is sent", handler);
        }
        pump();
    }

    /** Makes the next request if one is due and none is in flight; else arms the timer for when one is due. */
    private void pump() {
        Uni<Void> next;
        boolean last;
        synchronized (lock) {
            if (inFlight || done) {
                return;
            }
            long now = clock.nanoTime();
            if (upstreamOver) {
                // the last render keeps the pace too: an edit right after the previous one would be one too many
                long delay = pacing.delay(now, true);
                if (delay > 0) {
                    armTimer(now + delay, delay);
                    return;
                }
                cancelTimers();
                next = output.finish(soFar);
                last = true;
            } else {
                long delay = pacing.delay(now, changed);
                if (delay == RenderPacing.NOTHING) {
                    return;
                }
                if (delay > 0) {
                    armTimer(now + delay, delay);
                    return;
                }
                changed = false;
                pacing.rendering(now);
                next = output.show(soFar);
                last = false;
            }
            inFlight = true;
        }
        make(next, last);
    }

    /** The timer fires at {@code due}; one already armed for sooner stays. */
    private void armTimer(long due, long delay) {
        if (timer != null) {
            if (timerDue <= due) {
                return;
            }
            timer.cancel();
        }
        timerDue = due;
        timer = clock.schedule(Duration.ofNanos(delay), () -> {
            synchronized (lock) {
                timer = null;
            }
            pump();
        });
    }

    private void cancelTimers() {
        if (timer != null) {
            timer.cancel();
            timer = null;
        }
        if (maximum != null) {
            maximum.cancel();
            maximum = null;
        }
    }

    private void make(Uni<Void> request, boolean last) {
        request.subscribe().with(ignored -> made(last, null), failure -> made(last, failure));
    }

    private void made(boolean last, @Nullable Throwable failure) {
        if (last) {
            UniEmitter<? super Void> downstream;
            synchronized (lock) {
                done = true;
                downstream = emitter;
            }
            ended.accept(this);
            if (downstream != null) {
                if (failure == null) {
                    downstream.complete(null);
                } else {
                    downstream.fail(failure);
                }
            }
            return;
        }
        if (failure != null) {
            // a draft or an edit that did not go through: the next render shows the text again
            LOG.debugf("A render of the streamed answer of handler %s failed: %s", handler, failure);
        }
        synchronized (lock) {
            inFlight = false;
            pacing.answered(clock.nanoTime());
        }
        pump();
    }

    /** The stream's Uni ended: if not by the answer being sent (cancelled: the handler's deadline), stop everything. */
    private void abandon() {
        Flow.Subscription subscription;
        synchronized (lock) {
            if (done) {
                return;
            }
            done = true;
            subscription = upstreamOver ? null : upstream;
            upstreamOver = true;
            cancelTimers();
        }
        if (subscription != null) {
            subscription.cancel();
        }
        ended.accept(this);
    }
}
