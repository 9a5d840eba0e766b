package io.github.quarkustelegram.fleet;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

import jakarta.inject.Inject;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.smallrye.mutiny.Multi;

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

    /**
     * A model that never stops on its own (a word every 200 ms): only the user's stop ends its answer in time, on
     * whichever instance the stop arrives.
     */
    @OnCommand("story")
    Multi<String> story() {
        return Multi.createFrom().ticks().every(Duration.ofMillis(200)).map(tick -> "word" + tick + " ");
    }

    @OnCommand("ping")
    void ping(Message message, TelegramBot bot) {
        bot.sendMessage(ChatId.of(message.chat().id()), "pong from " + journal.instance());
    }
}
