package io.github.quarkustelegram.dispatch;

import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * What a conversation step decides: stay in the state, move to another one, or end. Applied atomically: if the
 * conversation moved meanwhile (another update with the same key, e.g. a {@link ConversationKey#USER} conversation
 * in two chats), the transition is refused with a {@link ConversationConflictException}.
 */
public final class Transition {

    private static final Transition END = new Transition(null, null, true);
    private static final Transition STAY = new Transition(null, null, false);

    private final @Nullable String state;
    private final @Nullable ConversationData data;
    private final boolean end;

    private Transition(@Nullable String state, @Nullable ConversationData data, boolean end) {
        this.state = state;
        this.data = data;
        this.end = end;
    }

    /** @return stay in the current state, keeping the data (its time to live starts again) */
    public static Transition stay() {
        return STAY;
    }

    /**
     * @param data the new data
     * @return stay in the current state with {@code data}
     */
    public static Transition stay(ConversationData data) {
        return new Transition(null, Objects.requireNonNull(data, "data"), false);
    }

    /**
     * @param state the next state
     * @return move to {@code state}, keeping the data
     */
    public static Transition to(String state) {
        return new Transition(Objects.requireNonNull(state, "state"), null, false);
    }

    /**
     * @param state the next state
     * @param data the new data
     * @return move to {@code state} with {@code data}
     */
    public static Transition to(String state, ConversationData data) {
        return new Transition(Objects.requireNonNull(state, "state"), Objects.requireNonNull(data, "data"), false);
    }

    /** @return end the conversation: its state is removed */
    public static Transition end() {
        return END;
    }

    /** @return whether the conversation ends */
    public boolean isEnd() {
        return end;
    }

    /** @return the next state, or null to stay */
    public @Nullable String state() {
        return state;
    }

    /** @return the new data, or null to keep it */
    public @Nullable ConversationData data() {
        return data;
    }

    @Override
    public String toString() {
        return end ? "end" : state == null ? "stay" : "to " + state;
    }
}
