package io.github.quarkustelegram.deployment.devservices;

import java.util.OptionalInt;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Dev Services for Telegram: in dev and test mode, with no bot token configured, a fake Telegram Bot API server starts
 * on the loopback interface and the application talks to it, so that a bot runs and is tested with no network.
 */
@ConfigMapping(prefix = "quarkus.telegram.devservices")
@ConfigRoot(phase = ConfigPhase.BUILD_TIME)
public interface TelegramDevServicesConfig {

    /**
     * Whether the fake Telegram starts in dev and test mode when no {@code quarkus.telegram.bot.token} (and no
     * {@code quarkus.telegram.api.base-url}) is configured. A configured token always switches it off: the bot then
     * talks to the real Telegram. Dev Services as a whole are switched off by {@code quarkus.devservices.enabled=false}.
     */
    @WithDefault("true")
    boolean enabled();

    /**
     * The port the fake Telegram listens on, on 127.0.0.1. By default a free port is picked at each start; fix it to
     * reach the fake from outside the application (a browser, curl) at a stable URL.
     */
    OptionalInt port();

    /** The username of the fake's bot, without {@code @}: what {@code getMe} answers, and what commands may name. */
    @WithDefault("fake_quarkus_bot")
    String botUsername();

    /** The first name of the fake's bot, as {@code getMe} answers it. */
    @WithDefault("Fake Bot")
    String botFirstName();
}
