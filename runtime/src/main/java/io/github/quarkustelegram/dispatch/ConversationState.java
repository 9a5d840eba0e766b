package io.github.quarkustelegram.dispatch;

import java.time.Instant;
import java.util.Objects;

/**
 * Where one conversation stands for one key (a chat, a user...): its current state, its data, when it expires, and a
 * version that each transition increments (the store's compare-and-set compares whole states, so two concurrent
 * transitions from the same state cannot both win).
 *
 * @param conversation the conversation's name
 * @param key the key it runs under, as its {@link ConversationKey} gave it
 * @param state the current state; {@link #ENTRY} for the state an entry step sees
 * @param data what the conversation remembers
 * @param expiresAt when it ends by itself if no update moves it
 * @param version incremented by every transition
 */
public record ConversationState(String conversation, String key, String state, ConversationData data,
        Instant expiresAt, long version) {

    /** The state an entry step is given: the conversation has not started yet. */
    public static final String ENTRY = "entry";

    /** Checks the components. */
    public ConversationState {
        Objects.requireNonNull(conversation, "conversation");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    /**
     * @param now the time
     * @return whether this state has expired at {@code now}
     */
    public boolean expiredAt(Instant now) {
        return !now.isBefore(expiresAt);
    }
}
