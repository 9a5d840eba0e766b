package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;

/** {@code /echo <text>}: a command with arguments, and what to answer when they are missing. */
public class EchoHandler {

    // tag::echo[]
    @OnCommand("echo")
    SendMessage echo(Chat chat, CommandArguments command) {
        String text = command.isEmpty() ? "Usage: /echo <text>, e.g. /echo hello" : command.arguments();
        return SendMessage.builder(ChatId.of(chat.id()), text).build();
    }
    // end::echo[]
}
