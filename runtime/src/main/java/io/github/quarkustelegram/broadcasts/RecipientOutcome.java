package io.github.quarkustelegram.broadcasts;

/** What became of one recipient of a broadcast. */
public enum RecipientOutcome {
    /** The message was sent (to the chat's new id, if the group had become a supergroup). */
    SENT,
    /**
     * The chat cannot be reached and will not be: the user blocked the bot or deleted their account, the bot was
     * removed from the group, the chat does not exist (Telegram's 403, or 400 "chat not found"). Not retried; the bot
     * is told ({@link RecipientUnreachable}) so that it can stop sending there.
     */
    UNREACHABLE,
    /**
     * The send failed for another reason, after the client's retries: a bad request (the message itself, e.g. a
     * parse error in one recipient's personalised text) or a fault that outlasted the retries.
     */
    FAILED
}
