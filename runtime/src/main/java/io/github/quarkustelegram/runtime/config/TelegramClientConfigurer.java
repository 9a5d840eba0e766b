package io.github.quarkustelegram.runtime.config;

import java.util.Objects;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;

/**
 * Turns {@link TelegramConfig} into a {@link TelegramClient.Builder}, the same builder an application uses outside
 * CDI: so the beans and a hand-built client are made alike.
 */
public final class TelegramClientConfigurer {

    /** The configuration key of the token. */
    public static final String TOKEN_KEY = "quarkus.telegram.bot.token";
    /** The environment variable the token is usually given in. */
    public static final String TOKEN_ENV = "QUARKUS_TELEGRAM_BOT_TOKEN";

    private TelegramClientConfigurer() {
    }

    /**
     * @param config the configuration
     * @return a builder with every setting of the configuration
     * @throws IllegalStateException naming {@value #TOKEN_KEY} and {@value #TOKEN_ENV} when no token is configured
     */
    public static TelegramClient.Builder builder(TelegramConfig config) {
        Objects.requireNonNull(config, "config");
        String token = config.bot().token().filter(t -> !t.isBlank()).orElseThrow(() -> new IllegalStateException(
                "No Telegram bot token is configured: set " + TOKEN_KEY + " (or the environment variable " + TOKEN_ENV
                        + ") to the token BotFather gave the bot"));
        TelegramConfig.Client client = config.client();
        TelegramClient.Builder builder = TelegramClient.builder();
        client.uploadDirectory().ifPresent(builder::uploadDirectory);
        config.api().localFilesRoot().ifPresent(builder::localFilesRoot);
        return builder
                .token(token)
                .baseUrl(config.api().baseUrl())
                .testEnvironment(config.api().testEnvironment())
                .connectTimeout(client.connectTimeout())
                .readTimeout(client.readTimeout())
                .maxConnections(client.maxConnections())
                .retry(retryPolicy(config.retry()))
                .floodControl(floodControlLimits(config.floodControl()))
                .transport(config.transport());
    }

    /**
     * @param retry the {@code quarkus.telegram.retry.*} group
     * @return the policy it describes
     */
    public static RetryPolicy retryPolicy(TelegramConfig.Retry retry) {
        return RetryPolicy.builder()
                .maxAttempts(retry.maxAttempts())
                .initialBackoff(retry.initialBackoff())
                .maxBackoff(retry.maxBackoff())
                .multiplier(retry.multiplier())
                .jitter(retry.jitter())
                .maxTotalTime(retry.maxTotalTime())
                .maxRetryAfter(retry.maxRetryAfter())
                .retryNonIdempotent(retry.retryNonIdempotent())
                .build();
    }

    /**
     * @param floodControl the {@code quarkus.telegram.flood-control.*} group
     * @return the limits it describes
     */
    public static FloodControlLimits floodControlLimits(TelegramConfig.FloodControl floodControl) {
        return FloodControlLimits.builder()
                .enabled(floodControl.enabled())
                .globalPerSecond(floodControl.globalPerSecond())
                .perChatPerSecond(floodControl.perChatPerSecond())
                .perGroupPerMinute(floodControl.perGroupPerMinute())
                .methods(floodControl.methods())
                .excludedMethods(floodControl.excludedMethods())
                .maxWait(floodControl.maxWait())
                .build();
    }
}
