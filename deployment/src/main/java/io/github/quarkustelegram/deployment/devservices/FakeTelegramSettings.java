package io.github.quarkustelegram.deployment.devservices;

import io.github.quarkustelegram.testing.telegram.Chaos;
import io.quarkus.runtime.LaunchMode;

/**
 * How the fake Telegram is started, as a value: Quarkus keeps a running fake across live reloads while these stay
 * equal, and restarts it when they change.
 *
 * @param port the port, as the configuration and the launch mode say
 * @param botUsername the bot's username
 * @param botFirstName the bot's first name
 * @param transcriptLimit how many transcript entries the fake keeps
 * @param chaos the fault plan, {@link Chaos#NONE} unless the chaos mode is on
 */
record FakeTelegramSettings(FakeTelegramPort port, String botUsername, String botFirstName, int transcriptLimit,
        Chaos chaos) {

    static FakeTelegramSettings of(TelegramDevServicesConfig config, LaunchMode mode) {
        return new FakeTelegramSettings(FakeTelegramPort.of(config.port(), mode), config.botUsername(),
                config.botFirstName(),
                config.transcriptLimit(), chaos(config.chaos()));
    }

    /** @throws IllegalArgumentException naming the keys, for a plan that is not one */
    static Chaos chaos(TelegramDevServicesConfig.Chaos config) {
        if (!config.enabled()) {
            return Chaos.NONE;
        }
        try {
            return new Chaos(config.seed(), config.tooManyRequests(), config.retryAfter(), config.serverErrors(),
                    config.connectionResets(), config.slowAnswers(), config.slowAnswerDelay(), config.conflicts(),
                    config.lostWebhookAnswers(), config.methods());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("quarkus.telegram.devservices.chaos.*: " + e.getMessage(), e);
        }
    }
}
