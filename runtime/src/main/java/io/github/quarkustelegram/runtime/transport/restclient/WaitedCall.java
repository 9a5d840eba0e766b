package io.github.quarkustelegram.runtime.transport.restclient;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * The end of a call that a thread waits for, in place of a {@code Uni} subscribed as a completion stage: the
 * {@link PendingCall} completes it from the HTTP client's thread, the caller reads it with {@link #await}. A blocking
 * call then costs no Mutiny operators and no context-propagating future (a few hundred bytes a call); it keeps what
 * {@link BlockingCall#await} promises: the call's own exception, and an interrupt cancels the call.
 *
 * @param <R> the result type
 */
final class WaitedCall<R> implements UniEmitter<R> {

    private final CompletableFuture<R> result = new CompletableFuture<>();
    private volatile @Nullable Runnable onTermination;

    @Override
    public void complete(R item) {
        if (result.complete(item)) {
            terminated();
        }
    }

    @Override
    public void fail(Throwable failure) {
        if (result.completeExceptionally(failure)) {
            terminated();
        }
    }

    /** As a Uni's emitter: the action runs once, when the call ends (completed, failed or cancelled). */
    @Override
    public UniEmitter<R> onTermination(Runnable action) {
        onTermination = action;
        if (result.isDone()) {
            terminated();
        }
        return this;
    }

    private void terminated() {
        Runnable action = onTermination;
        if (action != null) {
            onTermination = null;
            action.run();
        }
    }

    /**
     * @param methodName the Bot API method, for messages
     * @return the result
     * @throws java.util.concurrent.CancellationException when the thread was interrupted (the call is cancelled)
     */
    R await(String methodName) {
        try {
            return result.get();
        } catch (InterruptedException e) {
            if (result.cancel(false)) {
                terminated(); // the pending call lets go of its exchange and its deadline
            }
            throw BlockingCall.cancelled(methodName, e);
        } catch (ExecutionException e) {
            throw BlockingCall.unchecked(e.getCause());
        }
    }
}
