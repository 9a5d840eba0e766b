package io.github.quarkustelegram.fleet;

import java.util.concurrent.ThreadLocalRandom;

import jakarta.inject.Inject;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;

/**
 * What the fleet's users do: notes, which take a few milliseconds and send nothing (most updates), and
 * {@code /ping}, answered with a message (the sends the shared flood budget paces).
 */
public class FleetHandlers {

    @Inject
    Journal journal;

    /** A note: some work, no answer. The random time makes the instances' handlings interleave. */
    @OnText("^n$")
    void note() throws InterruptedException {
        Thread.sleep(ThreadLocalRandom.current().nextInt(25));
    }

    @OnCommand("ping")
    void ping(Message message, TelegramBot bot) {
        bot.sendMessage(ChatId.of(message.chat().id()), "pong from " + journal.instance());
    }
}
