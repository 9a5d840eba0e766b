package io.github.quarkustelegram.examples.webhook;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.model.User;

/** The handlers do not know how updates arrive: the same code runs on long polling or a webhook. */
public class PingBot {

    // tag::handlers[]
    @OnCommand("start")
    String start(User user) {
        return "Hello, " + user.firstName() + "! I hear you by webhook.";
    }

    @OnCommand("ping")
    String ping() {
        return "pong";
    }
    // end::handlers[]
}
