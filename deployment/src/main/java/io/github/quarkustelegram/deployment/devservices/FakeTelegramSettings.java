package io.github.quarkustelegram.deployment.devservices;

import java.util.OptionalInt;

/**
 * How the fake Telegram is started, as a value: Quarkus keeps a running fake across live reloads while these stay
 * equal, and restarts it when they change.
 *
 * @param port the fixed port, or empty for a free one
 * @param botUsername the bot's username
 * @param botFirstName the bot's first name
 */
record FakeTelegramSettings(OptionalInt port, String botUsername, String botFirstName) {

    static FakeTelegramSettings of(TelegramDevServicesConfig config) {
        return new FakeTelegramSettings(config.port(), config.botUsername(), config.botFirstName());
    }
}
