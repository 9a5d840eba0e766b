package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * {@code /start} and {@code /help}: what a user sees first. The handlers return the request to send; the dispatcher
 * executes it, so they need no bot to talk to. (A class with handlers and no scope becomes a singleton bean.)
 */
public class WelcomeHandlers {

    // tag::start[]
    /** Greets the user by name and offers the games as buttons ({@link GameHandlers#pressed} answers them). */
    @OnCommand("start")
    SendMessage start(Message message, User user) {
        return SendMessage.builder(ChatId.of(message.chat().id()),
                "Hello, " + user.firstName() + "! I am the demo bot of quarkus-telegram. Play a game, or send /help.")
                .replyMarkup(Games.keyboard())
                .build();
    }
    // end::start[]

    /** Lists the commands, the same list {@link CommandMenu} registered with Telegram. */
    @OnCommand("help")
    SendMessage help(Message message) {
        return DemoCommands.help().sendTo(ChatId.of(message.chat().id())).build();
    }
}
