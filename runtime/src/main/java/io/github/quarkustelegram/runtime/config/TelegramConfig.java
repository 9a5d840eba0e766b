package io.github.quarkustelegram.runtime.config;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The Telegram bot client: token, Bot API server, HTTP timeouts, retry and flood control. All of it is read at run
 * time, so one build serves any bot (the token typically comes from the environment variable
 * {@code QUARKUS_TELEGRAM_BOT_TOKEN}).
 */
@ConfigMapping(prefix = "quarkus.telegram")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface TelegramConfig {

    /** The bot. */
    Bot bot();

    /** The Bot API server. */
    Api api();

    /** The HTTP client. */
    Client client();

    /** Retry of failed calls. */
    Retry retry();

    /** Flood control: pacing the calls that send messages, after Telegram's limits. */
    FloodControl floodControl();

    /**
     * Which transport carries the calls: {@code rest-client}, the Quarkus REST client (works in native mode), or
     * {@code fast}, the low-latency path (requests written with Chronicle straight into pooled direct Netty buffers and
     * sent by a Vert.x HTTP client; it needs the JVM flags listed in the guide). Uploads always go through the REST
     * client. Retry, flood control and logging apply to either.
     */
    @WithDefault("rest-client")
    TransportKind transport();

    /** The transports {@link #transport()} chooses from. */
    enum TransportKind {
        /** The Quarkus REST client. */
        REST_CLIENT,
        /** Chronicle-encoded requests in pooled direct buffers, sent by a Vert.x HTTP client. */
        FAST
    }

    /** The bot. */
    interface Bot {

        /**
         * The bot's token, as BotFather gave it ({@code 123456789:AA...}). Keep it out of source control: set it
         * with the environment variable {@code QUARKUS_TELEGRAM_BOT_TOKEN}. Without it the application starts, but
         * the first bean that calls Telegram ({@code TelegramBot}, {@code ReactiveTelegramBot},
         * {@code TelegramTransport}, {@code TelegramFiles}) fails to be created, naming this key. The token is never
         * logged nor shown in an exception.
         */
        Optional<String> token();
    }

    /** The Bot API server. */
    interface Api {

        /**
         * The Bot API server's URL. Change it to use a local Bot API server
         * (<a href="https://github.com/tdlib/telegram-bot-api">telegram-bot-api</a>), e.g.
         * {@code http://localhost:8081}; a server started with {@code --local} gives absolute file paths, which file
         * downloads then read from disk.
         */
        @WithDefault("https://api.telegram.org")
        String baseUrl();

        /**
         * Whether to call Telegram's test environment: requests go to {@code /bot<token>/test/<method>}. Test
         * environment bots have their own tokens.
         */
        @WithDefault("false")
        boolean testEnvironment();
    }

    /** The HTTP client. */
    interface Client {

        /** How long opening a connection to the Bot API server may take. */
        @WithDefault("10s")
        Duration connectTimeout();

        /**
         * How long a call may take, from its start (connecting and writing included) to the end of its answer. A
         * {@code getUpdates} long poll gets its own {@code timeout} on top (so a 50 s poll waits up to 50 s plus
         * this), and a call uploading files one second more per 128 KiB uploaded. Answers to large uploads are slow:
         * do not set it much below the default.
         */
        @WithDefault("75s")
        Duration readTimeout();

        /** The most connections open to the Bot API server at once; further calls wait for a free one. */
        @WithDefault("50")
        int maxConnections();
    }

    /**
     * Retry of failed calls: a 429 waits its {@code retry_after}; 5xx and network errors back off exponentially. A
     * method that is not idempotent is not repeated after an error by which it may have reached Telegram, unless
     * {@code retry-non-idempotent-on-network-error} is set.
     */
    interface Retry {

        /** How many times a call is made at most, the first included; {@code 1} turns retry off. */
        @WithDefault("5")
        int maxAttempts();

        /** The wait before the first retry of a 5xx or network error. */
        @WithDefault("200ms")
        Duration initialBackoff();

        /** The longest wait between two attempts after a 5xx or network error. */
        @WithDefault("30s")
        Duration maxBackoff();

        /** How much the backoff grows from one retry to the next (at least 1). */
        @WithDefault("2")
        double multiplier();

        /** Whether each backoff is a random wait up to it ("full jitter"); {@code retry_after} is always waited in full. */
        @WithDefault("true")
        boolean jitter();

        /** No retry starts later than this after the first attempt started. */
        @WithDefault("2m")
        Duration maxTotalTime();

        /** A {@code retry_after} longer than this fails the call at once instead of waiting. */
        @WithDefault("1m")
        Duration maxRetryAfter();

        /**
         * Whether a method that is not idempotent (sendMessage, ...) is repeated after a network or gateway error by
         * which Telegram may already have acted on it. Off by default: a message sent twice is worse than an error.
         */
        @WithDefault("false")
        boolean retryNonIdempotentOnNetworkError();
    }

    /**
     * Flood control after Telegram's published limits: calls over a limit wait for their turn, none is dropped.
     */
    interface FloodControl {

        /** Whether calls are paced at all. */
        @WithDefault("true")
        boolean enabled();

        /** Calls a second over all chats ("about 30 messages per second"); 0 for no limit. */
        @WithDefault("30")
        int globalPerSecond();

        /** Calls a second to one chat; 0 for no limit. */
        @WithDefault("1")
        int perChatPerSecond();

        /** Calls a minute to one group, supergroup or channel; 0 for no limit. */
        @WithDefault("20")
        int perGroupPerMinute();

        /** The methods that are paced: exact names, or prefixes ending in {@code *}. */
        @WithDefault("send*,forward*,copy*")
        List<String> methods();

        /** Methods taken out of {@code methods}: exact names, or prefixes ending in {@code *}. */
        @WithDefault("sendChatAction,sendMessageDraft,sendRichMessageDraft,sendChatJoinRequestWebApp")
        List<String> excludedMethods();
    }
}
