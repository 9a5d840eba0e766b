package io.github.quarkustelegram.runtime.config;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.updates.WebhookOptions;
import io.quarkus.runtime.annotations.ConfigDocDefault;
import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The Telegram bot: token, Bot API server, HTTP timeouts, retry, flood control and how updates are received. All of
 * it is read at run time (but the webhook path, fixed at build time: {@code TelegramBuildTimeConfig}), so one build serves any
 * bot (the token typically comes from the environment variable
 * {@code QUARKUS_TELEGRAM_BOT_TOKEN}).
 */
@ConfigMapping(prefix = "quarkus.telegram")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface TelegramConfig {

    /** The dispatcher of updates to the handlers. */
    Dispatch dispatch();

    /** The state the instances of a bot share when it runs as several: in memory (one instance), or on Redis. */
    StateConfig state();

    /** Sessions: how long values are kept, and how many in memory. */
    SessionsConfig sessions();

    /** Streamed answers ({@code Multi} results): drafts or edits, how often, for how long, and after a failure. */
    StreamingConfig streaming();

    /** Broadcasts and scheduled messages. */
    BroadcastsConfig broadcasts();

    /** The dispatcher: how many updates are handled at once, and this bot's name for {@code /command@name}. */
    interface Dispatch {

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
         * This bot's user name (without {@code @}), which {@code /command@name} must name for the command to be
         * handled. When absent, getMe is asked once, the first time a command names a bot.
         */
        Optional<String> botUsername();

        /**
         * How long a handler may take with one update, from when it starts (time spent waiting behind the chat's
         * earlier updates does not count). Past it, the handler's {@code Uni} is cancelled, a WARN names the handler
         * and the update, the error hook gets a {@code HandlerTimeoutException}, and the chat's next updates go on: a
         * handler that never returns cannot stop the bot. {@code 0} for no deadline.
         */
        @WithDefault("60s")
        Duration handlerTimeout();

        /**
         * How long an album ({@code @OnMediaGroup}) waits for its next part: once none came for this long (or ten,
         * Telegram's largest album, came), the album is handled. Each part's receiver waits that long more before it
         * is answered. Only bots with album handlers collect anything.
         */
        @WithDefault("500ms")
        Duration albumWindow();

        /**
         * Whether a callback query its handler left unanswered is answered for it (with nothing: the button just
         * stops spinning) once the handler is done, failed or timed out; also one no handler took. A handler answers
         * with a returned {@code Reply.toast}/{@code alert}, {@code UpdateContext.answer}, or any
         * {@code answerCallbackQuery} of its own: then nothing more is sent. Telegram does not count these answers
         * against the sending limits, nor does flood control.
         */
        @WithDefault("true")
        boolean answerCallbackQueries();
    }

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

    /** Receiving updates: by webhook, by long polling, or not at all. */
    Updates updates();

    /**
     * Which transport carries the calls: {@code rest-client}, the Quarkus REST client (the one for native builds,
     * though no native build has been run yet: see the guide's native page), or {@code fast}, the low-latency path
     * (requests written with Chronicle straight into pooled direct Netty buffers, blocking calls to a plain-HTTP server
     * made on the caller's thread; JVM only, with the JVM flags listed in the guide). Uploads always go through the
     * REST client. Retry, flood control and logging apply to either.
     */
    @WithDefault("rest-client")
    TransportKind transport();

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
         * downloads read from disk when {@code local-files-root} is set.
         */
        @WithDefault("https://api.telegram.org")
        String baseUrl();

        /**
         * The directory of a local Bot API server started with {@code --local} (its {@code --dir}, as this
         * application sees it). The absolute file paths such a server gives are read from disk, and only below this
         * directory. Without it an absolute file path is refused: read from any path, it could be a file of this
         * machine's, such as {@code /proc/self/environ}, which holds the token.
         */
        Optional<java.nio.file.Path> localFilesRoot();

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

        /**
         * Where an upload given as an {@code InputStream} is copied while its call is in progress: a stream can be
         * read only once, and a retry sends the copy again. Each copy is deleted when its call ends. Default: the
         * JVM's temporary directory ({@code java.io.tmpdir}).
         */
        Optional<java.nio.file.Path> uploadDirectory();
    }

    /**
     * Retry of failed calls: a 429 waits its {@code retry_after}; 5xx and network errors back off exponentially. A
     * method that is not idempotent is not repeated after an error by which it may have reached Telegram, unless
     * {@code retry-non-idempotent} is set.
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
         * Whether a method that is not idempotent (sendMessage, ...) is repeated after a failure by which Telegram may
         * already have acted on it: any 5xx, a timeout, a connection lost after the request was written. Off by
         * default: a message sent twice is worse than an error.
         */
        @WithDefault("false")
        boolean retryNonIdempotent();
    }

    /**
     * Flood control after Telegram's published limits: calls over a limit wait for their turn, up to
     * {@code max-wait}.
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

        /**
         * The longest a call waits for its turn; one still waiting then fails with a
         * {@code FloodControlWaitException} and is not sent. {@code 0} waits as long as it takes.
         */
        @WithDefault("5m")
        Duration maxWait();
    }

    /**
     * Receiving updates. Updates go to the application's {@code UpdateSink} bean (the dispatcher of the handlers).
     */
    interface Updates {

        /**
         * How updates are received: {@code webhook} (Telegram POSTs them to the route at
         * {@code quarkus.telegram.updates.webhook.path}), {@code polling} (getUpdates in a loop) or {@code none}.
         * Unset: {@code polling} when the application has handlers (found at build time), {@code none} otherwise, so a
         * bot with handlers receives its updates with no configuration (in dev mode too, from the Dev Services' fake
         * Bot API), and an application that only sends never takes updates meant for another. When unset and no bot
         * token is configured, nothing is received and a warning says why; a mode set explicitly without a token
         * fails the start-up instead.
         */
        @ConfigDocDefault("polling with handlers, none without")
        Optional<UpdatesMode> mode();

        /**
         * The update kinds to ask Telegram for ({@code allowed_updates} of setWebhook and getUpdates), by wire name
         * ({@code message}, {@code callback_query}, {@code chat_member}, ...). Unset: the kinds the application's
         * handlers handle, found at build time; when there is none, Telegram's default (every kind but
         * {@code chat_member}, {@code message_reaction} and {@code message_reaction_count}).
         */
        Optional<List<String>> allowedUpdates();

        /** Receiving by webhook. */
        Webhook webhook();

        /** Receiving by long polling. */
        Polling polling();
    }

    /** The ways of receiving updates {@link Updates#mode()} chooses from. */
    enum UpdatesMode {
        /** Telegram POSTs each update to the webhook route. */
        WEBHOOK,
        /** The application asks for updates with getUpdates, in a loop. */
        POLLING,
        /** Updates are not received (an application that only sends). */
        NONE
    }

    /** Receiving by webhook ({@code quarkus.telegram.updates.mode=webhook}). */
    interface Webhook {

        /**
         * The public HTTPS URL Telegram posts updates to, the webhook path included (e.g.
         * {@code https://bot.example.com/telegram/webhook}). When set, the application calls {@code setWebhook} with
         * it at start-up (with the secret, the allowed updates and {@code drop-pending-updates}), and a failure stops
         * the start-up. Unset: the webhook is registered by other means.
         */
        Optional<String> url();

        /**
         * The secret Telegram sends in the {@code X-Telegram-Bot-Api-Secret-Token} header of each POST (the
         * {@code secret_token} of setWebhook), checked in constant time; a request without it answers 401. 1 to 256
         * characters of {@code A-Z}, {@code a-z}, {@code 0-9}, {@code _} and {@code -}. Required in webhook mode
         * unless {@code require-secret} is {@code false}. Keep it out of source control (environment variable
         * {@code QUARKUS_TELEGRAM_UPDATES_WEBHOOK_SECRET_TOKEN}); it is never logged.
         */
        Optional<String> secretToken();

        /**
         * Whether the webhook demands a secret. Set it to {@code false} only when nobody but Telegram can reach the
         * route: without a secret, anyone who knows the URL can post updates to the bot.
         */
        @WithDefault("true")
        boolean requireSecret();

        /** The largest request body accepted; a larger one answers 413. */
        @WithDefault("1M")
        MemorySize maxBodySize();

        /**
         * When the webhook answers 200: {@code after-handling} (Telegram delivers a failed update again: at least
         * once) or {@code on-receipt} (lower latency; an update whose handling fails, or is cut short by a crash,
         * is lost).
         */
        @WithDefault("after-handling")
        WebhookOptions.AnswerMode answer();

        /** How long the handling of one update may take before it counts as failed (500 with after-handling). */
        @WithDefault("30s")
        Duration handlingTimeout();

        /**
         * How long a request may take to send its body. Past it the webhook answers 408 and closes the connection:
         * a caller that trickles bytes (or announces a body and sends none) holds nothing for long.
         */
        @WithDefault("10s")
        Duration readTimeout();

        /**
         * How many deliveries the webhook reads or handles at once at most. Beyond, it answers 503 with
         * {@code Retry-After} (Telegram delivers later), so that a flood of requests cannot take the heap. Telegram
         * itself keeps at most {@code max_connections} (default 40, at most 100) connections to a webhook.
         */
        @WithDefault("200")
        int maxInFlight();

        /** How long the shutdown waits for the updates being handled; new deliveries meanwhile answer 503. */
        @WithDefault("10s")
        Duration drainTimeout();

        /** The {@code drop_pending_updates} of the start-up setWebhook: drop the updates Telegram kept meanwhile. */
        @WithDefault("false")
        boolean dropPendingUpdates();

        /**
         * The {@code max_connections} of the start-up setWebhook: how many deliveries Telegram makes at once (1 to
         * 100). Unset: Telegram's default, 40.
         */
        Optional<Integer> maxConnections();
    }

    /** Receiving by long polling ({@code quarkus.telegram.updates.mode=polling}). */
    interface Polling {

        /** How long each getUpdates waits for an update (whole seconds). */
        @WithDefault("50s")
        Duration timeout();

        /** At most this many updates a getUpdates (1 to 100). */
        @WithDefault("100")
        int limit();

        /**
         * The wait after a failed getUpdates (network error, 5xx), doubled on each failure in a row up to
         * {@code max-backoff}; also the wait between attempts at handling a failing update. A 429 waits its
         * {@code retry_after} instead.
         */
        @WithDefault("1s")
        Duration initialBackoff();

        /** The longest wait between two getUpdates that failed. */
        @WithDefault("30s")
        Duration maxBackoff();

        /** How many times an update whose handling fails is tried before it is skipped (with an ERROR). */
        @WithDefault("3")
        int maxHandlingAttempts();

        /**
         * How long the shutdown waits for the update being handled; past it, its handling is cancelled and the
         * update is not confirmed (Telegram delivers it again to the next run).
         */
        @WithDefault("10s")
        Duration drainTimeout();

        /**
         * Whether to call deleteWebhook (keeping pending updates) before polling starts. Telegram refuses
         * getUpdates (409) while a webhook is set; off by default, since deleting someone's webhook is not a side
         * effect to have by surprise.
         */
        @WithDefault("false")
        boolean deleteWebhook();
    }
}
