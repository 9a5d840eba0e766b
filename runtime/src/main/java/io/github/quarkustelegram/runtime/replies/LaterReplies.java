package io.github.quarkustelegram.runtime.replies;

import java.time.Duration;

import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Uni;

/** Where a reply sent later ({@code Reply.later}) is scheduled: the bot's {@code ScheduledMessages}. */
@FunctionalInterface
public interface LaterReplies {

    /**
     * @param delay how long from now
     * @param request the reply's request, made for the update now
     * @return the scheduled message's id, once stored
     */
    Uni<String> schedule(Duration delay, TelegramRequest<?> request);
}
