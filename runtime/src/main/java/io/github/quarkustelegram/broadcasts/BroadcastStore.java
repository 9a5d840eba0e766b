package io.github.quarkustelegram.broadcasts;

import java.time.Instant;
import java.util.List;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import io.smallrye.mutiny.Uni;

/**
 * Where broadcasts and scheduled messages are kept, so that they outlive the process that started them: in memory by
 * default, on Redis with {@code quarkus.telegram.state.store=redis}. The engine sends; the store remembers what was
 * taken to be sent and what became of it, so that a restart or another instance goes on from there.
 *
 * <p>
 * <strong>Senders.</strong> One instance of a fleet sends at a time: the one holding the senders' lock. Every call that
 * takes or settles work names the sender, and a shared store refuses it (empty, false) from a sender that no longer
 * holds the lock, so that an instance that lost its lock while paused (a long GC, a network split) cannot settle or
 * take anything after another took over. A sender is the lock holder's name, or that name, {@code /} and anything
 * (the engine names each of its holds of the lock, so that what an earlier hold left in flight counts as another
 * sender's). A store in memory has one sender.
 *
 * <p>
 * <strong>Each recipient once.</strong> {@link #claim} takes recipients in order and remembers them as in flight for
 * the sender until {@link #settle}; recipients another sender left in flight (it died) are taken first, marked
 * {@link RecipientClaim#again()}. Between the send and its settling is the only window in which a message may go twice.
 *
 * <p>
 * Implementations pass the contract suite of the extension's tests ({@code AbstractBroadcastStoreTest}).
 */
public interface BroadcastStore {

    /**
     * Keeps a new broadcast, {@link BroadcastState#PREPARING}, with no recipients yet.
     *
     * @param id its id, new to the store
     * @param name its name
     * @param message what it sends, in the engine's form
     * @param paid whether it is a paid broadcast
     * @param now when it is started
     * @return completes once kept
     */
    Uni<Void> create(String id, String name, String message, boolean paid, Instant now);

    /**
     * Appends recipients to a broadcast being prepared, in order.
     *
     * @param id the broadcast
     * @param chatIds the next recipients
     * @return completes once kept
     */
    Uni<Void> addRecipients(String id, long[] chatIds);

    /**
     * Moves a broadcast to {@code to} if it is in one of {@code from}.
     *
     * @param id the broadcast
     * @param from the states it may be in
     * @param to the new state; an ended one ({@link BroadcastState#ended()}) records {@code now} as its end;
     *        {@link BroadcastState#RUNNING} becomes {@link BroadcastState#DONE} when every recipient has its outcome
     *        (none at all, or the last settled while paused)
     * @param now the time
     * @return whether it moved (false: no such broadcast, or in another state)
     */
    Uni<Boolean> transition(String id, Set<BroadcastState> from, BroadcastState to, Instant now);

    /**
     * Takes recipients of a running broadcast to send to: first those another sender left in flight, then the next
     * ones in order. Each stays in flight for {@code sender} until settled.
     *
     * @param id the broadcast
     * @param sender the instance sending
     * @param max how many at most
     * @return the recipients taken, in order; empty when none is left to take, the broadcast is not
     *         {@link BroadcastState#RUNNING}, or {@code sender} does not hold the senders' lock
     */
    Uni<List<RecipientClaim>> claim(String id, String sender, int max);

    /**
     * Records what became of a recipient {@code sender} took, and whether the broadcast is then done (it is marked
     * {@link BroadcastState#DONE} when its last recipient is settled).
     *
     * @param id the broadcast
     * @param sender the instance that took it
     * @param index the recipient's index
     * @param outcome what became of it
     * @param migrated whether it was sent to a group's new id
     * @param now the time
     * @return false when the recipient is not in flight for {@code sender} (another took it over) or the sender no
     *         longer holds the lock: nothing is recorded
     */
    Uni<Boolean> settle(String id, String sender, long index, RecipientOutcome outcome, boolean migrated, Instant now);

    /**
     * Remembers why a recipient was not reached, for the broadcast's report.
     *
     * @param id the broadcast
     * @param chatId the recipient
     * @param reason Telegram's description
     * @return completes once kept
     */
    Uni<Void> unreached(String id, long chatId, String reason);

    /**
     * @param id a broadcast
     * @return it, or null if the store has no such broadcast
     */
    Uni<@Nullable StoredBroadcast> find(String id);

    /** @return every broadcast kept (running or ended, until removed), oldest first */
    Uni<List<StoredBroadcast>> all();

    /**
     * @param id a broadcast
     * @param max how many at most
     * @return the recipients not reached, by chat id, with the reason (in no particular order)
     */
    Uni<List<Unreached>> unreached(String id, int max);

    /**
     * Forgets an ended broadcast: its recipients, outcomes and counts.
     *
     * @param id the broadcast
     * @return completes once forgotten
     */
    Uni<Void> remove(String id);

    /**
     * Keeps a message to send at its time.
     *
     * @param message the message
     * @return completes once kept
     */
    Uni<Void> schedule(StoredMessage message);

    /**
     * Takes the messages due by {@code now}, earliest first (those another sender took and never sent first), each in
     * flight for {@code sender} until {@link #sent}.
     *
     * @param now the time
     * @param sender the instance sending
     * @param max how many at most
     * @return the messages taken; empty when none is due or {@code sender} does not hold the senders' lock
     */
    Uni<List<StoredMessage>> claimDue(Instant now, String sender, int max);

    /**
     * Forgets a message taken by {@link #claimDue}: sent, or failed for good.
     *
     * @param id the message
     * @param sender the instance that took it
     * @return whether it was in flight for {@code sender}
     */
    Uni<Boolean> sent(String id, String sender);

    /**
     * Forgets a message not taken yet.
     *
     * @param id the message
     * @return whether it was waiting (false: unknown, already sent, or being sent)
     */
    Uni<Boolean> cancel(String id);

    /** @return the messages waiting for their time, earliest first */
    Uni<List<StoredMessage>> scheduled();

    /**
     * A recipient not reached.
     *
     * @param chatId the chat
     * @param reason Telegram's description
     */
    record Unreached(long chatId, String reason) {
    }
}
