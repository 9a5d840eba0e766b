package io.github.quarkustelegram.runtime.transport;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;

/**
 * Waits for a call on the caller's thread: what the blocking {@code TelegramBot} does with each {@link Uni}.
 *
 * <ul>
 * <li>Refuses, with an {@link IllegalStateException} naming the method and the thread, to block a Vert.x event-loop
 * thread (or any thread Mutiny is told must not block, as Quarkus does for its I/O threads): waiting there for an
 * answer that this very thread would have to read is a deadlock, or at best a stalled server.</li>
 * <li>Throws the call's own exception (a {@link io.github.quarkustelegram.error.TelegramException}), not a wrapper,
 * so that {@code catch (ForbiddenException e)} works.</li>
 * <li>An interrupt of the waiting thread cancels the call, keeps the thread's interrupt flag set and throws a
 * {@link CancellationException}.</li>
 * </ul>
 */
public final class BlockingCall {

    private BlockingCall() {
    }

    /**
     * @param call the call, not yet subscribed
     * @param methodName the Bot API method, for messages
     * @param <R> the result type
     * @return the call's result
     * @throws IllegalStateException when the current thread must not block
     * @throws CancellationException when the thread was interrupted while waiting
     */
    public static <R> R await(Uni<R> call, String methodName) {
        refuseToBlockIfForbidden(methodName);
        CompletableFuture<R> result = call.subscribeAsCompletionStage();
        try {
            return result.get();
        } catch (InterruptedException e) {
            result.cancel(false);
            throw cancelled(methodName, e);
        } catch (ExecutionException e) {
            throw unchecked(e.getCause());
        }
    }

    /**
     * The exception a blocking call throws when its thread was interrupted: the call is cancelled, and the thread's
     * interrupt flag stays set.
     *
     * @param methodName the Bot API method
     * @param cause the interruption
     * @return the exception to throw
     */
    public static CancellationException cancelled(String methodName, Exception cause) {
        Thread.currentThread().interrupt();
        CancellationException cancelled = new CancellationException(
                methodName + ": interrupted while waiting for Telegram's answer; the call was cancelled");
        cancelled.initCause(cause);
        return cancelled;
    }

    /**
     * @param failure what a call failed with
     * @return it, to throw as it is when unchecked (so that {@code catch (ForbiddenException e)} works), else wrapped
     * @throws Error when it is one
     */
    public static RuntimeException unchecked(Throwable failure) {
        if (failure instanceof RuntimeException runtime) {
            return runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        return new CompletionException(failure);
    }

    /**
     * @param methodName the Bot API method, for the message
     * @throws IllegalStateException when the current thread is a Vert.x event loop, or one Mutiny must not block
     */
    public static void refuseToBlockIfForbidden(String methodName) {
        if (Context.isOnEventLoopThread() || !Infrastructure.canCallerThreadBeBlocked()) {
            throw new IllegalStateException("TelegramBot." + methodName + " blocks until Telegram answers, and thread "
                    + Thread.currentThread().getName() + " must not block (an event loop or I/O thread). Use "
                    + "ReactiveTelegramBot (a Uni) there, or run this code on a worker thread: @Blocking, "
                    + "@RunOnVirtualThread, or Uni.emitOn(Infrastructure.getDefaultWorkerPool()).");
        }
    }
}
