package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.text.FormattedText;

/**
 * {@code /start} and {@code /help}: what a user sees first. The handlers return their reply; the dispatcher sends it
 * to the chat the command came from, so they need no bot to talk to. (A class with handlers and no scope becomes a
 * singleton bean.)
 */
public class WelcomeHandlers {

    // tag::start[]
    /** Greets the user by name and offers the games as buttons ({@link GameHandlers#pressed} answers them). */
    @OnCommand("start")
    Reply start(User user) {
        return Reply.text("Hello, " + user.firstName() + "! I am the demo bot of quarkus-telegram. Play a game, "
                + "or send /help.").keyboard(Games.keyboard());
    }
    // end::start[]

    /** Lists the commands, the same list {@link CommandMenu} registered with Telegram. */
    @OnCommand("help")
    FormattedText help() {
        return DemoCommands.help();
    }
}
