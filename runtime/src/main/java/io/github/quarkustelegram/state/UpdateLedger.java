package io.github.quarkustelegram.state;

import io.github.quarkustelegram.model.Update;

/**
 * Which updates are being handled or were handled lately, so that none is handled twice, and, where the ledger is
 * shared by several instances of one bot, whose turn it is in each chat. The webhook and the long poller ask it
 * before handing an update over ({@link #admit}) and tell it the outcome after ({@link #settle}).
 *
 * <p>
 * The default ledger is in memory: it sees one instance only, and answers at once. The Redis ledger
 * ({@code quarkus.telegram.state.store=redis}) is shared: a redelivery to another instance is recognised, and the
 * updates of one chat are handled one at a time across the fleet, in {@code update_id} order among those waiting.
 * Implementations must be thread-safe.
 */
public interface UpdateLedger {

    /**
     * @param update an update just received
     * @return whether to handle it now, wait, or acknowledge it without handling; a shared ledger may answer
     *         {@link Admission.Later} and decide when the chat's turn comes
     */
    Admission admit(Update update);

    /**
     * The handling of an update {@link #admit} answered {@link Admission.Handle} for ended. Called exactly once for
     * each such update, on any thread; never throws (a shared ledger that cannot record it lets its claim expire).
     *
     * @param update the update
     * @param handled true when handled (a redelivery is acknowledged without handling), false when it failed (a
     *        redelivery is handled again)
     */
    void settle(Update update, boolean handled);
}
