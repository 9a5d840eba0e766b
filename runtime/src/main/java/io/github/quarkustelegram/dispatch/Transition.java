package io.github.quarkustelegram.dispatch;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.text.FormattedText;

/**
 * What a conversation step decides: stay in the state, move to another one, or end; and what it answers, sent once
 * the move is made:
 *
 * <pre>{@code
 * return Transition.to("age", new Answers(name, null)).reply("How old are you, " + name + "?");
 * }</pre>
 *
 * Applied atomically: if the conversation moved meanwhile (another update with the same key, e.g. a
 * {@link ConversationKey#USER} conversation in two chats), the transition is refused with a
 * {@link ConversationConflictException} and nothing is sent. Immutable: {@link #reply} returns a copy.
 */
public final class Transition {

    private static final Transition END = new Transition(null, null, true, List.of());
    private static final Transition STAY = new Transition(null, null, false, List.of());

    private final @Nullable String state;
    private final @Nullable ConversationData data;
    private final boolean end;
    private final List<Reply> replies;

    private Transition(@Nullable String state, @Nullable ConversationData data, boolean end, List<Reply> replies) {
        this.state = state;
        this.data = data;
        this.end = end;
        this.replies = replies;
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
        return new Transition(null, Objects.requireNonNull(data, "data"), false, List.of());
    }

    /**
     * @param data the new data: a record of the bot's own
     * @return stay in the current state with {@code data}
     */
    public static Transition stay(Record data) {
        return stay(ConversationData.of(data));
    }

    /**
     * @param state the next state
     * @return move to {@code state}, keeping the data
     */
    public static Transition to(String state) {
        return new Transition(Objects.requireNonNull(state, "state"), null, false, List.of());
    }

    /**
     * @param state the next state
     * @param data the new data
     * @return move to {@code state} with {@code data}
     */
    public static Transition to(String state, ConversationData data) {
        return new Transition(Objects.requireNonNull(state, "state"), Objects.requireNonNull(data, "data"), false,
                List.of());
    }

    /**
     * @param state the next state
     * @param data the new data: a record of the bot's own, read back as such ({@link ConversationData#as})
     * @return move to {@code state} with {@code data}
     */
    public static Transition to(String state, Record data) {
        return to(state, ConversationData.of(data));
    }

    /**
     * @param text a text message, sent where the update came from (see {@link Reply}) once the move is made
     * @return this transition, answering with {@code text} after what it answers already
     */
    public Transition reply(String text) {
        return reply(Reply.text(text));
    }

    /**
     * @param text a formatted message
     * @return this transition, answering with it after what it answers already
     */
    public Transition reply(FormattedText text) {
        return reply(Reply.text(text));
    }

    /**
     * @param more replies: messages, an edit of the pressed button's message, a toast...
     * @return this transition, answering with them, in order, after what it answers already
     */
    public Transition reply(Reply... more) {
        List<Reply> all = new ArrayList<>(replies);
        for (Reply reply : more) {
            all.add(Objects.requireNonNull(reply, "reply"));
        }
        return new Transition(state, data, end, List.copyOf(all));
    }

    /** @return what the step answers, in order: sent once the transition was made */
    public List<Reply> replies() {
        return replies;
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
        return (end ? "end" : state == null ? "stay" : "to " + state)
                + (replies.isEmpty() ? "" : " replying " + replies.size());
    }
}
