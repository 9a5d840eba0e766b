package io.github.quarkustelegram.updates;

import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/**
 * Where received updates go, whichever way they arrive (webhook or long polling): the dispatcher implements it.
 *
 * <p>
 * The returned {@link Uni} completes when the update has been handled, and fails when handling failed. Receivers
 * rely on that: long polling advances its offset past an update only after its {@code Uni} completed (so an update
 * is delivered at least once across a restart), and a webhook that answers after handling reports a failure to
 * Telegram, which delivers the update again.
 */
@FunctionalInterface
public interface UpdateSink {

    Uni<Void> accept(Update update);

    /**
     * Whether an update handed over waits for updates that come after it, as the parts of an album do while they are
     * collected ({@code @OnMediaGroup}): long polling then asks for the next updates before its batch is handled
     * (without confirming any), so that the rest of the album can arrive.
     *
     * @return true while some update waits for later ones; false by default
     */
    default boolean awaitsLaterUpdates() {
        return false;
    }

    /**
     * A receiver that fetches updates in batches (long polling) is told here when the sink starts waiting for later
     * updates while it handles one (a streamed answer the user may stop, whose stop comes after it): it then asks for
     * them, as for an album's parts. Called once, when the receiver starts; nothing by default.
     *
     * @param wake tells the receiver that {@link #awaitsLaterUpdates()} may have turned true
     */
    default void whenLaterUpdatesAwaited(Runnable wake) {
    }

    /**
     * Told of each update as it arrives, before the receiver asks the ledger whether to handle it now: an update may
     * wait there for its chat's turn (with the state on Redis, a chat's updates are handled one at a time across the
     * instances), and some cannot wait (a user's stop of the streamed answer that holds the turn). Must be quick and
     * must not block; nothing by default.
     *
     * @param update the update, not handed over yet
     */
    default void arrived(Update update) {
    }
}
