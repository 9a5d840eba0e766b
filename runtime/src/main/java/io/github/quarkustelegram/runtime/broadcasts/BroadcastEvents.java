package io.github.quarkustelegram.runtime.broadcasts;

import io.github.quarkustelegram.broadcasts.BroadcastEnded;
import io.github.quarkustelegram.broadcasts.RecipientMigrated;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;

/** Where the engine tells the application what happened (CDI events in Quarkus); called on a worker thread. */
public interface BroadcastEvents {

    /** Tells nothing. */
    BroadcastEvents NONE = new BroadcastEvents() {
    };

    /** @param event a recipient that cannot be reached */
    default void unreachable(RecipientUnreachable event) {
    }

    /** @param event a group that became a supergroup */
    default void migrated(RecipientMigrated event) {
    }

    /** @param event a broadcast that ended */
    default void ended(BroadcastEnded event) {
    }
}
