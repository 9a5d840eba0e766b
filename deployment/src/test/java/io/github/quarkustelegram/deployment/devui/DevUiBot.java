package io.github.quarkustelegram.deployment.devui;

import java.util.List;
import java.util.stream.LongStream;

import jakarta.inject.Inject;

import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.smallrye.mutiny.Uni;

/**
 * The bot of the Dev UI test: a handler, whose updates the live updates page lists, and a command that starts a
 * broadcast to {@link #SUBSCRIBERS}, which the broadcasts page shows.
 */
public class DevUiBot {

    static final List<Long> SUBSCRIBERS = LongStream.rangeClosed(2001, 2010).boxed().toList();

    @Inject
    Broadcasts broadcasts;

    @OnCommand("start")
    SendMessage start(Message message) {
        return SendMessage.builder(ChatId.of(message.chat().id()), "Hello").build();
    }

    @OnCommand("broadcast")
    Uni<String> broadcast() {
        return broadcasts.start("dev-ui-news", SUBSCRIBERS, Reply.text("Spring sale!")).map(b -> "Started " + b.id());
    }
}
