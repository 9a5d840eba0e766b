package io.github.quarkustelegram.deployment.devui;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;

/** The bot of the Dev UI test: one handler, whose updates the live updates page lists. */
public class DevUiBot {

    @OnCommand("start")
    SendMessage start(Message message) {
        return SendMessage.builder(ChatId.of(message.chat().id()), "Hello").build();
    }
}
