package io.github.quarkustelegram.examples.echo;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * The smallest bot: a greeting on {@code /start}, and every other text sent back as it came. A handler's result is its
 * reply: a {@code String} is a text message to the chat the update came from.
 */
public class EchoBot {

    // tag::echo[]
    @OnCommand("start")
    String start(User user) {
        return "Hello, " + user.firstName() + "! Send me anything.";
    }

    /** Any text that is not a command: a command without a handler of its own is not echoed. */
    @OnText("^[^/]")
    String echo(Message message) {
        return message.text();
    }
    // end::echo[]
}
