package io.github.quarkustelegram.runtime.dispatch;

import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The dispatcher: how many updates are handled at once, and this bot's name for {@code /command@name}.
 */
@ConfigMapping(prefix = "quarkus.telegram.dispatch")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface TelegramDispatchConfig {

    /**
     * How many updates are handled at once at most, across chats. The updates of one chat are always handled one
     * after the other, in order; those of different chats in parallel up to this bound.
     */
    @WithDefault("64")
    int maxConcurrency();

    /**
     * How many updates the dispatcher holds at most, handled or waiting behind an earlier update of their chat (at
     * least {@code max-concurrency}). Beyond it, a receiver's next update waits for a place: the webhook answers
     * later and long polling asks for more later, so that Telegram, not memory, keeps the backlog.
     */
    @WithDefault("1024")
    int maxPending();

    /**
     * This bot's user name (without {@code @}), which {@code /command@name} must name for the command to be handled.
     * When absent, getMe is asked once, the first time a command names a bot.
     */
    Optional<String> botUsername();
}
