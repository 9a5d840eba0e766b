package io.github.quarkustelegram.hooks;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;

/**
 * One update's handling, as an {@link UpdateListener} follows it. The dispatcher calls {@link #enter()} whenever the
 * handling starts running on a thread (its turn came; the handler was chosen; a blocking handler starts on a worker),
 * {@link #handlerChosen} once the handler is known, and {@link #ended} once, at the end, whatever happened.
 *
 * <p>
 * An update no handler takes ends {@link UpdateOutcome#UNHANDLED} without {@link #handlerChosen}; an update whose
 * caller left before its turn ends {@link UpdateOutcome#WITHDRAWN} without {@link #enter()}.
 */
public interface UpdateObserver {

    /**
     * The handling runs on this thread until the returned scope is closed, on this thread: the place to make a
     * context current (an MDC entry, a span). Scopes nest: each is closed before the one entered before it.
     *
     * @return what to undo when the thread leaves; {@link Scope#NONE} for nothing
     */
    default Scope enter() {
        return Scope.NONE;
    }

    /**
     * The handler was chosen ({@link UpdateContext#handlerName()}); it runs next, inside a new {@link #enter()}.
     *
     * @param update the update and what routing found
     */
    default void handlerChosen(UpdateContext update) {
    }

    /**
     * The handling ended. Called once, on whichever thread it ended.
     *
     * @param outcome how
     * @param failure the handler's failure for {@link UpdateOutcome#FAILED}, the timeout for
     *        {@link UpdateOutcome#TIMED_OUT}; else null
     */
    default void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
    }

    /** What {@link #enter()} undoes. */
    @FunctionalInterface
    interface Scope extends AutoCloseable {

        /** Undoes nothing. */
        Scope NONE = () -> {
        };

        /** Leaves the context entered; never throws. */
        @Override
        void close();
    }
}
