package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;

/**
 * What a user's action put in the bot's update queue, and the way to the bot's answer to it:
 *
 * <pre>{@code
 * assertThat(telegram.user(1, "Ada").sends("/start").reply().text()).isEqualTo("Hello, Ada!");
 * }</pre>
 *
 * <p>
 * A final class, no longer a record: an action made by a {@link FakeUser} keeps the fake it came from (in this JVM or
 * over HTTP) and its own step in the transcript, so that {@link #reply()} waits for what came after <em>this</em>
 * action, and neither is part of its value. Its accessors, {@code equals}, {@code hashCode} and {@code toString} are
 * those of the record it was.
 */
public final class UserAction {

    private final long updateId;
    private final String kind;
    private final long chatId;
    private final long messageId;
    private final String queryId;
    /** The sequence of the transcript step the action wrote; 0 for an action made by hand. */
    private final long step;
    /** Where its replies are waited for; null for an action made by hand. */
    private final ReplyWaits waits;

    /**
     * An action made by hand, with no fake behind it: its {@link #reply()} fails. The fake's own actions come from
     * {@link FakeUser}.
     *
     * @param updateId the update's {@code update_id}
     * @param kind the update kind: {@code message}, {@code callback_query}, {@code inline_query}, ...
     * @param chatId the chat it happened in; 0 for an inline query
     * @param messageId the message the user sent, or whose button they pressed; 0 for an inline query
     * @param queryId the id of the callback query or inline query, to answer it with; null for a message
     */
    public UserAction(long updateId, String kind, long chatId, long messageId, String queryId) {
        this(updateId, kind, chatId, messageId, queryId, 0, null);
    }

    /**
     * @param step the sequence of the transcript step the action wrote
     * @param waits where the bot's replies to it are waited for
     */
    UserAction(long updateId, String kind, long chatId, long messageId, String queryId, long step, ReplyWaits waits) {
        this.updateId = updateId;
        this.kind = kind;
        this.chatId = chatId;
        this.messageId = messageId;
        this.queryId = queryId;
        this.step = step;
        this.waits = waits;
    }

    /**
     * An action a fake carried out.
     *
     * @param queued the update it queued, and the transcript step it wrote
     * @param waits where its replies are waited for: the fake in this JVM, or its control API
     */
    static UserAction of(QueuedUpdate queued, ReplyWaits waits) {
        return new UserAction(queued.updateId(), queued.kind(), queued.chatId(), queued.messageId(), queued.queryId(),
                queued.step(), waits);
    }

    /** @return the update's {@code update_id} */
    public long updateId() {
        return updateId;
    }

    /** @return the update kind: {@code message}, {@code callback_query}, {@code inline_query}, ... */
    public String kind() {
        return kind;
    }

    /** @return the chat it happened in; 0 for an inline query */
    public long chatId() {
        return chatId;
    }

    /** @return the message the user sent, or whose button they pressed; 0 for an inline query */
    public long messageId() {
        return messageId;
    }

    /** @return the id of the callback query or inline query, to answer it with; null for a message */
    public String queryId() {
        return queryId;
    }

    /** @return the sequence of the transcript step this action wrote; 0 for an action made by hand */
    long step() {
        return step;
    }

    /**
     * The bot's reply to this action: the first message the bot sent or edited in the action's chat after it, waiting
     * up to {@link FakeTelegramDriver#DEFAULT_TIMEOUT}. Unlike {@link FakeTelegramDriver#awaitReply(long)}, which waits
     * after the user's <em>last</em> action in the chat, it waits after this one, whatever the user did since. It is
     * the bot's next message there, not necessarily its answer to this action: when two actions came before the bot
     * answered the first, it is the first one's answer for both.
     *
     * @return the reply
     * @throws AssertionError when none comes in time
     * @throws IllegalStateException for an action in no chat (an inline query, a chosen inline result), or one made
     *         by hand
     */
    public TranscriptEntry reply() {
        return replies(1, FakeTelegramDriver.DEFAULT_TIMEOUT).get(0);
    }

    /**
     * The bot's first replies to this action, waiting up to {@link FakeTelegramDriver#DEFAULT_TIMEOUT} for all of them.
     *
     * @see #replies(int, Duration)
     */
    public List<TranscriptEntry> replies(int count) {
        return replies(count, FakeTelegramDriver.DEFAULT_TIMEOUT);
    }

    /**
     * The bot's first replies to this action: the messages it sent or edited in the action's chat after it (after
     * this action, not after the user's last one).
     *
     * @param count how many messages to wait for (1 or more)
     * @param timeout how long to wait for all of them
     * @return the first {@code count} of them, in order
     * @throws AssertionError when fewer come in time
     * @throws IllegalStateException for an action in no chat (an inline query, a chosen inline result), or one made
     *         by hand
     */
    public List<TranscriptEntry> replies(int count, Duration timeout) {
        if (count < 1) {
            throw new IllegalArgumentException("Wait for one reply at least, not " + count);
        }
        Objects.requireNonNull(timeout, "timeout");
        if (waits == null) {
            throw new IllegalStateException(this + " was made by hand, not by a FakeUser: there is no fake Telegram "
                    + "to wait on for its replies");
        }
        if (chatId == 0) {
            throw new IllegalStateException("A " + kind + " happens in no chat, so no message of the bot is a reply to "
                    + "it: wait for the bot's call instead, e.g. awaitCall(\"answerInlineQuery\", timeout)");
        }
        return waits.repliesAfter(step, chatId, count, timeout);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof UserAction that && updateId == that.updateId && Objects.equals(kind, that.kind)
                && chatId == that.chatId && messageId == that.messageId && Objects.equals(queryId, that.queryId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(updateId, kind, chatId, messageId, queryId);
    }

    @Override
    public String toString() {
        return "UserAction[updateId=" + updateId + ", kind=" + kind + ", chatId=" + chatId + ", messageId=" + messageId
                + ", queryId=" + queryId + "]";
    }
}
