package io.github.quarkustelegram.examples.echo;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/** The smallest bot: a greeting on {@code /start}, and every other text sent back as it came. */
public class EchoBot {

    // tag::echo[]
    @OnCommand("start")
    SendMessage start(Chat chat, User user) {
        return SendMessage.builder(ChatId.of(chat.id()), "Hello, " + user.firstName() + "! Send me anything.").build();
    }

    /** Any text that is not a command: a command without a handler of its own is not echoed. */
    @OnText("^[^/]")
    SendMessage echo(Message message) {
        return SendMessage.builder(ChatId.of(message.chat().id()), message.text()).build();
    }
    // end::echo[]
}
