package io.github.quarkustelegram.it;

import jakarta.enterprise.context.ApplicationScoped;

import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;

/**
 * A placeholder for the demo bot: it only decides what it would answer. Sending the answer comes
 * with the client, and receiving updates with the webhook and long polling.
 */
@ApplicationScoped
public class DemoBot {

    /** The text the bot answers to {@code update}, or {@code null} when it has nothing to say. */
    public String answer(Update update) {
        Message message = update.message();
        if (message == null || message.text() == null) {
            return null;
        }
        String name = message.from() == null ? "there" : message.from().firstName();
        if (message.text().startsWith("/start")) {
            return "Hello, " + name + "!";
        }
        return name + " said: " + message.text();
    }
}
