package io.github.quarkustelegram.deployment.devservices;

import java.time.Duration;
import java.util.List;
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
     * The port the fake Telegram listens on, on 127.0.0.1. By default, in dev mode 8089 (or a free port, with a
     * warning, when another process holds 8089), so that a browser or curl reaches the fake at a stable URL; in tests a
     * free port at each start, so that test runs can go side by side.
     */
    OptionalInt port();

    /** The username of the fake's bot, without {@code @}: what {@code getMe} answers, and what commands may name. */
    @WithDefault("fake_quarkus_bot")
    String botUsername();

    /** The first name of the fake's bot, as {@code getMe} answers it. */
    @WithDefault("Fake Bot")
    String botFirstName();

    /**
     * How many entries the fake's transcript (the conversation the Dev UI shows and tests read) keeps at most, the
     * latest. Raise it for a test that checks more messages than that.
     */
    @WithDefault("5000")
    int transcriptLimit();

    /** The chaos mode: the fake fails some of the bot's calls at random, as Telegram and the network do. */
    Chaos chaos();

    /**
     * The chaos mode of the fake Telegram: each call of {@code methods} draws at most one fault, from a generator
     * seeded with {@code seed}, before the fake acts on it (a faulted send sent nothing), so a test proves the bot
     * survives them. A test may also set or change the plan as it runs, with {@code FakeTelegramClient.chaos(...)}.
     */
    interface Chaos {

        /** Whether the fake injects the faults below. */
        @WithDefault("false")
        boolean enabled();

        /** The seed of the random draws: the same seed gives the same sequence of faults. */
        @WithDefault("1")
        long seed();

        /** The probability (0 to 1) that a call is answered 429 Too Many Requests with {@code retry-after}. */
        @WithDefault("0")
        double tooManyRequests();

        /** The {@code retry_after} of those 429s (whole seconds, at least 1 s). */
        @WithDefault("1s")
        Duration retryAfter();

        /** The probability that a call is answered with a 5xx: a Bot API 500, or a proxy's HTML 502. */
        @WithDefault("0")
        double serverErrors();

        /** The probability that a call's connection is reset (TCP RST) with no answer. */
        @WithDefault("0")
        double connectionResets();

        /** The probability that a call is carried out and answered {@code slow-answer-delay} late. */
        @WithDefault("0")
        double slowAnswers();

        /** How late a slow answer comes. */
        @WithDefault("50ms")
        Duration slowAnswerDelay();

        /**
         * How many {@code getUpdates} calls (from the second on) are answered 409 "Conflict: terminated by other
         * getUpdates request", as when another instance of the bot polls.
         */
        @WithDefault("0")
        int conflicts();

        /**
         * The probability that a webhook delivery the application answered 2xx counts as failed, as if the answer
         * was lost: the update is delivered again.
         */
        @WithDefault("0")
        double lostWebhookAnswers();

        /** The methods whose calls get faults: exact names or prefixes ending in {@code *}. */
        @WithDefault("getUpdates,send*")
        List<String> methods();
    }
}
