package io.github.quarkustelegram.runtime.transport;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.netty.util.Timeout;
import io.netty.util.TimerTask;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * One reactive call in flight, between the {@link UniEmitter} of its {@code Uni} and the HTTP client carrying it:
 * ends it exactly once, whichever comes first of the answer, a failure, its deadline and its cancellation.
 *
 * <ul>
 * <li>The HTTP client reports {@link #answered} or {@link #failed}; this decodes, maps the failure
 * ({@link TransportCore#failure}) and completes the emitter, unless the call already ended.</li>
 * <li>The deadline (armed by {@link #start()}) fails the call as a timeout; cancellation ends it silently. Both then
 * <em>abandon</em> it: run the action the HTTP client gave ({@link #onAbandon}), which lets go of the connection.
 * The timeout is reported on the given executor (an event loop), not on the deadline timer's thread.</li>
 * <li>{@link #onAbandon} and the end of the call may race: each side writes its own flag, then reads the other's, so
 * that the action runs at least once; it must be idempotent.</li>
 * </ul>
 *
 * @param <R> the result type
 */
public final class PendingCall<R> implements TimerTask {

    private static final AtomicIntegerFieldUpdater<PendingCall> ENDED = AtomicIntegerFieldUpdater
            .newUpdater(PendingCall.class, "ended");

    private final TransportCore core;
    private final TelegramRequest<R> request;
    private final UniEmitter<? super R> emitter;
    private final Duration deadline;
    private final Executor timeoutReporter;
    private volatile int ended;
    private volatile @Nullable Runnable abandon;
    private volatile boolean maybeSent;
    private @Nullable Timeout timeout;

    /**
     * @param core the transport's core
     * @param request the request
     * @param deadline how long the call may take
     * @param emitter the emitter of the call's {@code Uni}
     * @param timeoutReporter where a timeout is reported from
     */
    public PendingCall(TransportCore core, TelegramRequest<R> request, Duration deadline,
            UniEmitter<? super R> emitter, Executor timeoutReporter) {
        this.core = core;
        this.request = request;
        this.deadline = deadline;
        this.emitter = emitter;
        this.timeoutReporter = timeoutReporter;
    }

    /**
     * Arms the deadline and listens for cancellation. Call it before handing the call to the HTTP client.
     *
     * @return false when the subscriber has already gone (nothing to send)
     */
    public boolean start() {
        emitter.onTermination(this::terminated);
        if (ended != 0) {
            return false;
        }
        Timeout armed = core.timer().arm(deadline.toNanos(), this);
        timeout = armed;
        if (ended != 0) {
            armed.cancel(); // cancelled meanwhile: the deadline must not outlive the call
            return false;
        }
        return true;
    }

    /** @return the request */
    public TelegramRequest<R> request() {
        return request;
    }

    /** @return whether the call has ended (answered, failed, timed out or cancelled) */
    public boolean isDone() {
        return ended != 0;
    }

    /**
     * Tells the call how to let go of what carries it should it end first (a timeout, a cancellation). Runs the
     * action at once when the call has ended already.
     *
     * @param action idempotent; must not block
     */
    public void onAbandon(Runnable action) {
        abandon = Objects.requireNonNull(action, "action");
        if (ended != 0) {
            action.run();
        }
    }

    /** The request is on its way (part of it may have been written): a timeout says it may have reached Telegram. */
    public void sent() {
        maybeSent = true;
    }

    /**
     * The server answered: decodes the body and completes the call.
     *
     * @param status the HTTP status
     * @param retryAfter the {@code Retry-After} header, or null
     * @param body the body between its position and its limit; read before this returns
     */
    public void answered(int status, @Nullable String retryAfter, ByteBuffer body) {
        if (!end()) {
            return;
        }
        R result;
        try {
            result = core.decode(request, status, retryAfter, body);
        } catch (RuntimeException e) {
            emitter.fail(e);
            return;
        }
        emitter.complete(result);
    }

    /** @param failure what the HTTP client failed with; mapped before the call fails with it */
    public void failed(Throwable failure) {
        if (end()) {
            emitter.fail(failure instanceof TelegramException ? failure
                    : core.failure(request.methodName(), failure));
        }
    }

    /** The deadline passed. */
    @Override
    public void run(Timeout expired) {
        if (!ENDED.compareAndSet(this, 0, 1)) {
            return;
        }
        runAbandon();
        Throwable failure = core.timeout(request.methodName(), deadline, maybeSent);
        try {
            timeoutReporter.execute(() -> emitter.fail(failure));
        } catch (RuntimeException rejected) {
            emitter.fail(failure); // the event loop is shutting down: report from here
        }
    }

    /** The emitter's end: our own completion or failure, or the subscriber's cancellation. */
    private void terminated() {
        Timeout t = timeout;
        if (t != null) {
            t.cancel();
        }
        if (ENDED.compareAndSet(this, 0, 1)) {
            runAbandon(); // cancelled
        }
    }

    private boolean end() {
        if (!ENDED.compareAndSet(this, 0, 1)) {
            return false;
        }
        Timeout t = timeout;
        if (t != null) {
            t.cancel();
        }
        return true;
    }

    private void runAbandon() {
        Runnable action = abandon;
        if (action != null) {
            action.run();
        }
    }
}
