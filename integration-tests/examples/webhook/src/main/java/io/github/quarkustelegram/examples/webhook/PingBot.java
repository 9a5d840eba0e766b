package io.github.quarkustelegram.examples.webhook;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.User;

/** The handlers do not know how updates arrive: the same code runs on long polling or a webhook. */
public class PingBot {

    @OnCommand("start")
    SendMessage start(Chat chat, User user) {
        return SendMessage.builder(ChatId.of(chat.id()), "Hello, " + user.firstName() + "! I hear you by webhook.")
                .build();
    }

    @OnCommand("ping")
    SendMessage ping(Chat chat) {
        return SendMessage.builder(ChatId.of(chat.id()), "pong").build();
    }
}
