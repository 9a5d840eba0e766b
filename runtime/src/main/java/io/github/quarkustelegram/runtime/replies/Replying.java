package io.github.quarkustelegram.runtime.replies;

import io.github.quarkustelegram.ReactiveTelegramBot;

/** What sending a handler's result needs of the update being handled. */
public interface Replying {

    /** @return where the update's replies go */
    ReplyTarget replyTarget();

    /** @return the bot that sends them */
    ReactiveTelegramBot reactiveBot();

    /** @return the handler whose result it is, for the errors */
    String handlerName();
}
