package io.github.quarkustelegram.broadcasts;

import java.util.List;

import io.smallrye.mutiny.Uni;

/**
 * A broadcast started by {@link Broadcasts}: its id, and what can be done to it. A handle holds nothing but the id:
 * any instance of a fleet can make one ({@link Broadcasts#find(String)}) and act on the broadcast, whichever instance
 * sends it.
 */
public interface Broadcast {

    /** @return its id, e.g. to keep and find it again after a restart */
    String id();

    /** @return its name, as started */
    String name();

    /** @return how far it got, read from the store */
    Uni<BroadcastProgress> progress();

    /** @return holds it: nothing more is sent until {@link #resume()} (a send in flight completes); false if not running */
    Uni<Boolean> pause();

    /** @return sends again from where it was paused; false if not paused */
    Uni<Boolean> resume();

    /** @return stops it for good: the recipients not reached yet never are; false if it had ended already */
    Uni<Boolean> cancel();

    /**
     * @return completes with its final progress once it has ended (done, cancelled or failed), wherever it is sent;
     *         read from the store every half second
     */
    Uni<BroadcastProgress> ended();

    /**
     * @param max how many at most
     * @return the recipients not reached so far, with Telegram's reason
     */
    Uni<List<BroadcastStore.Unreached>> unreached(int max);
}
