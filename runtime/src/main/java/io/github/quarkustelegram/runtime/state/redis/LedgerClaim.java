package io.github.quarkustelegram.runtime.state.redis;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.UpdateOrder;
import io.github.quarkustelegram.runtime.updates.UpdateParts;
import io.github.quarkustelegram.state.Admission;

/**
 * This instance's claim on one update in the Redis ledger, from its admission to its settlement: its keys, and the
 * local futures of whoever waits on it (the delivery waiting for the chat's turn, a redelivery waiting for its
 * outcome). Guarded by itself.
 */
final class LedgerClaim {

    final Update update;
    final String id;
    /** The claim's key, then the chat's queue and turn, when it has a chat (the claim's key three times otherwise). */
    final List<String> keys;
    /** Waiting for the admission's reply or the chat's turn; completed with the decision. */
    final CompletableFuture<Admission> decision = new CompletableFuture<>();
    private @Nullable CompletableFuture<Boolean> outcome;
    /** The turn came (told on the channel) before the admission's reply said to wait. */
    private boolean turnCame;
    /** The admission's reply has not come yet. */
    private boolean awaitingReply = true;
    private boolean handling;

    LedgerClaim(Update update, RedisState state) {
        this.update = update;
        this.id = Integer.toString(update.updateId());
        String claim = state.key("u:" + id);
        String chat = chatKey(update);
        this.keys = chat == null ? List.of(claim, claim, claim)
                : List.of(claim, state.key("q:" + chat), state.key("t:" + chat));
    }

    /** @return whether the update takes turns in a chat */
    boolean hasChat() {
        return keys.get(1) != keys.get(0);
    }

    /** @return the keys an admission or settlement script takes: the claim alone without a chat */
    List<String> scriptKeys() {
        return hasChat() ? keys : keys.subList(0, 1);
    }

    /** The chat's turn came: handle now (unless the admission's reply has not come yet: it will see this). */
    synchronized void turnCame() {
        turnCame = true;
        if (!decision.isDone() && !awaitingReply) {
            handling = true;
            decision.complete(Admission.HANDLE);
        }
    }

    /** The admission said to wait for the turn: @return whether the turn came already (then handle now) */
    synchronized boolean waitForTurn() {
        awaitingReply = false;
        if (turnCame) {
            handling = true;
            decision.complete(Admission.HANDLE);
            return true;
        }
        return false;
    }

    /** The admission said to handle now. */
    synchronized void handleNow() {
        awaitingReply = false;
        handling = true;
        decision.complete(Admission.HANDLE);
    }

    synchronized boolean handling() {
        return handling;
    }

    /** @return completes with the handling's outcome, for a redelivery to this instance meanwhile */
    synchronized CompletableFuture<Boolean> outcome() {
        if (outcome == null) {
            outcome = new CompletableFuture<>();
        }
        return outcome;
    }

    /** The handling ended (or never began): tells who waits on the outcome. */
    void ended(boolean handled) {
        CompletableFuture<Boolean> waiting;
        synchronized (this) {
            waiting = outcome;
        }
        if (waiting != null) {
            waiting.complete(handled);
        }
    }

    /** @return the member this update has in its chat's queue, for an instance */
    String member(String instance) {
        return id + ":" + instance;
    }

    /**
     * The key an update is ordered by: its chat, else its sender (an inline query...), else none. A part of an album
     * takes no turn: the dispatcher collects an album's parts before it orders the album in its chat, and a part
     * holding the chat's turn would keep the album's next part out until the window passed.
     */
    private static @Nullable String chatKey(Update update) {
        UpdateKind kind = UpdateKind.of(update);
        if (kind != null && UpdateParts.payload(update, kind) instanceof Message m && m.mediaGroupId() != null) {
            return null;
        }
        return UpdateOrder.of(update).key(update);
    }
}
