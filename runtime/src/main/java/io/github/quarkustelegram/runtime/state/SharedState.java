package io.github.quarkustelegram.runtime.state;

import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.github.quarkustelegram.runtime.streaming.StopRelay;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.state.UpdateLedger;
import io.github.quarkustelegram.updates.PollerLock;

/**
 * The parts of a bot's state that a shared store provides ({@code quarkus.telegram.state.store=redis}). Its one
 * implementation, on Redis, is a bean only when the application has the {@code quarkus-redis-client} extension, so
 * that nothing here names a Redis type.
 */
public interface SharedState {

    /** @return the ledger of the updates handled and being handled, and of the chats' turns */
    UpdateLedger ledger();

    /**
     * @param limits the rates, as {@code quarkus.telegram.flood-control.*} says
     * @return the flood-control budget every instance counts its sends in (one per set of limits)
     */
    FloodBudget floodBudget(FloodControlLimits limits);

    /** @return where conversations keep their state, so that a conversation continues on any instance */
    ConversationStore conversations();

    /** @return where session values are kept, so that any instance handles a chat's next update with its session */
    SessionStore sessions();

    /**
     * @return the lock that lets one instance poll at a time; it starts competing when the poller starts (never in
     *         webhook mode)
     */
    PollerLock pollerLock();

    /** @return where the instances collect albums together */
    SharedAlbums albums();

    /** @return how a user's stop reaches the instance that streams its answer */
    StopRelay stopRelay();

    /** @return where broadcasts and scheduled messages are kept, so that a restart or another instance resumes them */
    BroadcastStore broadcasts();

    /**
     * @return the lock that lets one instance send broadcasts and scheduled messages at a time (a lock of the poller's
     *         kind); it starts competing when the broadcasts' engine starts
     */
    PollerLock broadcastSenderLock();

    /** @return this instance's name in the fleet (unique, as its locks hold it) */
    String instanceName();

    /** @return what the metrics read now */
    SharedStateCounts counts();

    /**
     * Stops the parts and leaves the shared store (a flood budget's instance leaves the set the others divide the
     * rates by). Called as the application stops, after the receivers and before Quarkus closes the store's client.
     * Idempotent.
     */
    void close();
}
