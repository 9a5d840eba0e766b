package io.github.quarkustelegram.hooks;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;

/**
 * Observes the handling of every update the dispatcher receives, whichever receiver brought it: a CDI bean of this
 * type is told of each update's arrival and, through the {@link UpdateObserver} it returns, of the handler chosen and
 * of the outcome; it may also make a context of its own (an MDC entry, a tracing span) current while the update is
 * handled, on every thread the handling runs on.
 *
 * <p>
 * Listeners are ordered by {@code @jakarta.annotation.Priority}, lowest first: their observers are told in that
 * order, and their contexts nest in it (the lowest outermost). The extension's own metrics, tracing and MDC are
 * listeners too. Listeners run on the dispatcher's threads, often a Vert.x event loop: they must be quick and never
 * block.
 */
@FunctionalInterface
public interface UpdateListener {

    /**
     * An update arrived at the dispatcher, before it waits for its chat's turn; called on the receiver's thread (the
     * webhook's event loop, the poller's).
     *
     * @param update the update
     * @return what to tell of this update's handling, or null to be told nothing more about it
     */
    @Nullable
    UpdateObserver onUpdate(Update update);
}
