package io.github.quarkustelegram.transport;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;

/**
 * Told what happens inside a call that the decorators around it cannot see: a retry and its reason, a flood-control
 * wait; and, for a listener that keeps a context of its own (a tracing span), asked to carry it across the timers
 * those run on. A CDI bean of this type is told of every call the extension's clients make, in the order of its
 * {@code @jakarta.annotation.Priority} (the built-in metrics, tracing and Dev UI are such beans); outside CDI,
 * {@code TelegramClient.builder().listener(listener)}. Every method has a default that does nothing and allocates
 * nothing, so that a chain without listeners pays a virtual call at most. Called on the threads of the calls: quick,
 * thread-safe, never throwing.
 */
public interface CallListener {

    /** Tells nothing to anybody. */
    CallListener NONE = new CallListener() {
    };

    /**
     * @return the context current now (when a call is subscribed), to be {@linkplain #restore restored} around the
     *         call's later steps on other threads; null when there is none to carry
     */
    default @Nullable Object capture() {
        return null;
    }

    /**
     * @param captured what {@link #capture()} returned
     * @return the scope in which it is current, to close on this thread
     */
    default Restored restore(@Nullable Object captured) {
        return Restored.NOTHING;
    }

    /**
     * An attempt failed and another follows after {@code delay}. Called inside the call's restored context.
     *
     * @param request the request
     * @param attempt the attempt that failed, from 1
     * @param failure why
     * @param delay the wait before the next attempt
     */
    default void retrying(TelegramRequest<?> request, int attempt, Throwable failure, Duration delay) {
    }

    /**
     * The request must wait for flood control (a request that may go at once is not told). Called in the context of
     * the attempt that waits.
     *
     * @param request the request
     * @param chat the chat whose turn it waits for, null when it names none
     * @return told when the wait ends, or null
     */
    default @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
        return null;
    }

    /** One flood-control wait. */
    interface FloodWait {

        /** @param granted true when the request may go now, false when it was cancelled or failed while waiting */
        void ended(boolean granted);
    }

    /** A restored context's scope. */
    @FunctionalInterface
    interface Restored extends AutoCloseable {

        /** Restores nothing. */
        Restored NOTHING = () -> {
        };

        @Override
        void close();
    }
}
