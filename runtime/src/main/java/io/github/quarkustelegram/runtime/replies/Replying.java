package io.github.quarkustelegram.runtime.replies;

import java.time.Duration;

import io.github.quarkustelegram.ReactiveTelegramBot;

/** What sending a handler's result needs of the update being handled. */
public interface Replying {

    /** @return where the update's replies go */
    ReplyTarget replyTarget();

    /** @return the bot that sends them */
    ReactiveTelegramBot reactiveBot();

    /** @return the handler whose result it is, for the errors */
    String handlerName();

    /**
     * @return where a reply sent later ({@code Reply.later}) is scheduled
     * @throws IllegalStateException when none was given (a dispatcher outside Quarkus without one)
     */
    default LaterReplies laterReplies() {
        throw new IllegalStateException("Reply.later(...) is scheduled through the bot's ScheduledMessages, and this "
                + "dispatcher was given none");
    }

    /**
     * The handler's result streams for at most {@code maxDuration} from now: its deadline is counted from then on
     * (the stream's end leaves it a whole handler deadline for its last messages).
     *
     * @param maxDuration how long the stream runs at most
     */
    default void streamsFor(Duration maxDuration) {
    }
}
