package io.github.quarkustelegram;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.fast.startup.ChronicleFlags;
import io.github.quarkustelegram.runtime.fast.startup.ChronicleWarmUp;
import io.github.quarkustelegram.runtime.fast.transport.FastTransport;
import io.github.quarkustelegram.runtime.files.RestClientFiles;
import io.github.quarkustelegram.runtime.multipart.UploadSpool;
import io.github.quarkustelegram.runtime.multipart.UploadSpooling;
import io.github.quarkustelegram.runtime.resilience.CallListeners;
import io.github.quarkustelegram.runtime.resilience.FloodControlDecorator;
import io.github.quarkustelegram.runtime.resilience.LocalFloodBudget;
import io.github.quarkustelegram.runtime.resilience.LoggingDecorator;
import io.github.quarkustelegram.runtime.resilience.RetryDecorator;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.vertx.core.Vertx;

/**
 * A Telegram bot client outside CDI: the bots, the transport under them, and file downloads, built from a token and
 * a few settings. In a Quarkus application inject {@link TelegramBot}, {@link ReactiveTelegramBot},
 * {@link TelegramTransport} or {@link TelegramFiles} instead: the extension builds them the same way from
 * {@code quarkus.telegram.*}.
 *
 * <pre>{@code
 * try (TelegramClient client = TelegramClient.builder().token(System.getenv("BOT_TOKEN")).build()) {
 *     client.bot().sendMessage(ChatId.of(chatId), "Hello");
 * }
 * }</pre>
 *
 * <p>
 * The transport is the REST client transport, or the fast one ({@link Builder#transport(TransportKind)}), with
 * decorators around it, from the outside in logging, retry and flood control:
 * {@code logging -> retry -> flood control -> (RestClientTransport | FastTransport)}, so
 * that each attempt of a call, a retried one too, waits its turn. Retry or flood control turned off is left out of
 * the chain. {@link Builder#decorator(int, TransportDecorator)} adds decorators of one's own, placed among those by
 * priority.
 *
 * <p>
 * Thread-safe. Close it to release its connections (and, outside Quarkus, the Vert.x instance under them).
 */
public final class TelegramClient implements AutoCloseable {

    private final RestClientTransport rest;
    private final @Nullable FastTransport fast;
    private final @Nullable Vertx ownVertx;
    private final TransportKind transportKind;
    private final TelegramTransport transport;
    private final TelegramBot bot;
    private final ReactiveTelegramBot reactiveBot;
    private final TelegramFiles files;
    /** The timers of retry and flood control when none were given: a share of the JVM's timer wheel, let go of at close. */
    private final @Nullable TimerWheel ownTimers;

    private TelegramClient(Builder builder) {
        BotApiEndpoint endpoint = new BotApiEndpoint(builder.baseUrl, builder.token, builder.testEnvironment);
        UploadSpool spool = new UploadSpool(builder.uploadDirectory);
        this.rest = new RestClientTransport(endpoint, new HttpOptions(builder.connectTimeout, builder.readTimeout,
                builder.maxConnections), spool);
        this.transportKind = builder.transportKind;
        TelegramTransport chain = rest;
        if (transportKind == TransportKind.FAST) {
            // a daemon thread of its own: a pool's thread would keep a JVM that only used this client from exiting
            ChronicleWarmUp.startOnce(work -> {
                Thread thread = new Thread(work, "quarkus-telegram-chronicle-warm-up");
                thread.setDaemon(true);
                thread.start();
            });
            this.ownVertx = builder.vertx == null ? Vertx.vertx() : null;
            Vertx vertx = builder.vertx != null ? builder.vertx : ownVertx;
            this.fast = new FastTransport(vertx, endpoint, rest.options(), ChronicleRequestEncoder.instance(), rest);
            chain = fast;
        } else {
            this.ownVertx = null;
            this.fast = null;
        }
        this.ownTimers = builder.scheduler == null ? TimerWheel.open() : null;
        ResilienceScheduler scheduler = builder.scheduler != null ? builder.scheduler : ownTimers;
        this.transport = DecoratedTransport.of(chain, decorators(builder, scheduler, spool));
        this.bot = new TelegramBot(transport);
        this.reactiveBot = new ReactiveTelegramBot(transport);
        this.files = new RestClientFiles(rest, builder.localFilesRoot);
    }

    /**
     * The decorators, outermost first: the upload spooling, then the built-in ones and those given by priority (the
     * lowest outermost; at equal priorities the built-in one outside, then the given ones in the order given). The
     * listeners given are told by retry and flood control, which count in the budget given or in memory.
     */
    private static List<TransportDecorator> decorators(Builder builder, ResilienceScheduler scheduler,
            UploadSpool spool) {
        CallListener listener = CallListeners.of(builder.listeners);
        List<Positioned> all = new ArrayList<>();
        all.add(new Positioned(TransportDecorator.LOGGING, new LoggingDecorator(), true));
        if (builder.retry.retries()) {
            all.add(new Positioned(TransportDecorator.RETRY, new RetryDecorator(builder.retry, scheduler, listener),
                    true));
        }
        if (builder.floodControl.enabled()) {
            FloodBudget budget = Objects.requireNonNull(builder.floodBudget.apply(builder.floodControl),
                    "floodBudget returned null");
            all.add(new Positioned(TransportDecorator.FLOOD_CONTROL,
                    new FloodControlDecorator(builder.floodControl, scheduler, listener, budget), true));
        }
        all.addAll(builder.decorators);
        // stable: among equals the built-in first (outer), then the given ones in their order
        all.sort(Comparator.comparingInt((Positioned p) -> p.priority).thenComparing(p -> !p.builtIn));
        List<TransportDecorator> chain = new ArrayList<>(all.size() + 1);
        // stream uploads copied once per call, above the retries that send them again (and every decorator)
        chain.add(new UploadSpooling(spool));
        all.forEach(p -> chain.add(p.decorator));
        return chain;
    }

    /** A decorator and where it goes. */
    private record Positioned(int priority, TransportDecorator decorator, boolean builtIn) {
    }

    /** @return a builder; {@link Builder#token(String)} is the one setting without a default */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the blocking bot */
    public TelegramBot bot() {
        return bot;
    }

    /** @return the reactive bot */
    public ReactiveTelegramBot reactiveBot() {
        return reactiveBot;
    }

    /** @return the transport the bots use: the REST client or the fast one, with logging, retry and flood control */
    public TelegramTransport transport() {
        return transport;
    }

    /** @return which transport carries the calls (uploads always go through the REST client) */
    public TransportKind transportKind() {
        return transportKind;
    }

    /** @return file downloads, from the same server with the same token */
    public TelegramFiles files() {
        return files;
    }

    /** @return the Bot API server the calls go to, e.g. {@code https://api.telegram.org} */
    public String baseUrl() {
        return rest.endpoint().baseUrl();
    }

    /** @return whether the calls go to Telegram's test environment */
    public boolean testEnvironment() {
        return rest.endpoint().testEnvironment();
    }

    /** Closes the connections, and the Vert.x the client created for itself; calls made afterwards fail. Idempotent. */
    @Override
    public void close() {
        try {
            if (fast != null) {
                fast.close();
            }
            rest.close();
        } finally {
            if (ownTimers != null) {
                ownTimers.close();
            }
            if (ownVertx != null) {
                ownVertx.close();
            }
        }
    }

    @Override
    public String toString() {
        return "TelegramClient[" + rest.endpoint() + (fast != null ? ", fast" : "") + "]";
    }

    /** Builds a {@link TelegramClient}; every setting but the token has a default. */
    public static final class Builder {

        private @Nullable String token;
        private String baseUrl = BotApiEndpoint.DEFAULT_BASE_URL;
        private boolean testEnvironment;
        private Duration connectTimeout = HttpOptions.DEFAULT_CONNECT_TIMEOUT;
        private Duration readTimeout = HttpOptions.DEFAULT_READ_TIMEOUT;
        private int maxConnections = HttpOptions.DEFAULT_MAX_CONNECTIONS;
        private RetryPolicy retry = RetryPolicy.defaults();
        private FloodControlLimits floodControl = FloodControlLimits.defaults();
        private @Nullable ResilienceScheduler scheduler;
        private TransportKind transportKind = TransportKind.REST_CLIENT;
        private @Nullable Vertx vertx;
        private final List<Positioned> decorators = new ArrayList<>();
        private final List<CallListener> listeners = new ArrayList<>();
        private Function<FloodControlLimits, FloodBudget> floodBudget = LocalFloodBudget::new;
        private @Nullable Path uploadDirectory;
        private @Nullable Path localFilesRoot;

        private Builder() {
        }

        /**
         * Adds a decorator to the chain of every call, where {@code priority} says: lower is outer, and the built-in
         * decorators are at the priorities {@link TransportDecorator} names (logging 300, retry 400, flood control
         * 500). Decorators of equal priority nest in the order they were added, the first outermost, inside a built-in
         * one of that priority. In a Quarkus application, declare a {@link TransportDecorator} bean instead (its
         * {@code @Priority} is the priority).
         *
         * @param priority where it goes
         * @param decorator the decorator, shared by every call
         * @return this builder
         */
        public Builder decorator(int priority, TransportDecorator decorator) {
            decorators.add(new Positioned(priority, Objects.requireNonNull(decorator, "decorator"), false));
            return this;
        }

        /**
         * Tells a listener what happens inside each call (retries, flood-control waits). In a Quarkus application,
         * declare a {@link CallListener} bean instead.
         *
         * @param listener the listener; listeners given are told in the order given
         * @return this builder
         */
        public Builder listener(CallListener listener) {
            listeners.add(Objects.requireNonNull(listener, "listener"));
            return this;
        }

        /**
         * @param floodBudget where flood control counts the sends, made for the limits of
         *        {@link #floodControl(FloodControlLimits)}; default in memory, this client's alone. In a Quarkus
         *        application {@code quarkus.telegram.state.store=redis} shares one by every instance of the bot.
         * @return this builder
         */
        public Builder floodBudget(Function<FloodControlLimits, FloodBudget> floodBudget) {
            this.floodBudget = Objects.requireNonNull(floodBudget, "floodBudget");
            return this;
        }

        /**
         * @param token the bot token from BotFather, e.g. {@code 123456789:AA...}; required
         * @return this builder
         */
        public Builder token(String token) {
            this.token = Objects.requireNonNull(token, "token");
            return this;
        }

        /**
         * @param baseUrl the Bot API server; default {@code https://api.telegram.org}; a local Bot API server's URL
         *        to use one
         * @return this builder
         */
        public Builder baseUrl(String baseUrl) {
            this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl");
            return this;
        }

        /**
         * @param testEnvironment whether to call Telegram's test environment ({@code /bot<token>/test/<method>});
         *        default false
         * @return this builder
         */
        public Builder testEnvironment(boolean testEnvironment) {
            this.testEnvironment = testEnvironment;
            return this;
        }

        /**
         * @param connectTimeout how long opening a connection may take; default 10 s
         * @return this builder
         */
        public Builder connectTimeout(Duration connectTimeout) {
            this.connectTimeout = Objects.requireNonNull(connectTimeout, "connectTimeout");
            return this;
        }

        /**
         * @param readTimeout how long a call may take from its start to the end of the answer (connecting and
         *        writing the request count too); default 75 s. A getUpdates long poll gets its own {@code timeout} on
         *        top, an upload time for its size.
         * @return this builder
         */
        public Builder readTimeout(Duration readTimeout) {
            this.readTimeout = Objects.requireNonNull(readTimeout, "readTimeout");
            return this;
        }

        /**
         * @param maxConnections the most connections to the Bot API server at once; default 50
         * @return this builder
         */
        public Builder maxConnections(int maxConnections) {
            this.maxConnections = maxConnections;
            return this;
        }

        /**
         * @param retry when to repeat failed calls; default {@link RetryPolicy#defaults()};
         *        {@link RetryPolicy#none()} turns retry off
         * @return this builder
         */
        public Builder retry(RetryPolicy retry) {
            this.retry = Objects.requireNonNull(retry, "retry");
            return this;
        }

        /**
         * @param floodControl the rates to keep sending to; default {@link FloodControlLimits#defaults()};
         *        {@link FloodControlLimits#disabled()} turns flood control off
         * @return this builder
         */
        public Builder floodControl(FloodControlLimits floodControl) {
            this.floodControl = Objects.requireNonNull(floodControl, "floodControl");
            return this;
        }

        /**
         * @param scheduler the clock and timers of retry and flood control; default
         *        the timers of the calls' deadlines (a daemon thread, stopped when the last client closes)
         * @return this builder
         */
        public Builder scheduler(ResilienceScheduler scheduler) {
            this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
            return this;
        }

        /**
         * @param localFilesRoot the directory of a local Bot API server started with {@code --local} (its
         *        {@code --dir}, as this application sees it): the absolute {@code file_path}s such a server gives are
         *        read from disk, and only below this directory. Default none: an absolute {@code file_path} is refused
         *        (read from any path, it could be a file of this machine's, such as {@code /proc/self/environ})
         * @return this builder
         */
        public Builder localFilesRoot(Path localFilesRoot) {
            this.localFilesRoot = Objects.requireNonNull(localFilesRoot, "localFilesRoot");
            return this;
        }

        /**
         * @param uploadDirectory where an upload given as an {@code InputStream} is copied while its call is in
         *        progress (a stream can be read once; the copy is what retries send again), deleted when the call
         *        ends; default the JVM's temporary directory ({@code java.io.tmpdir})
         * @return this builder
         */
        public Builder uploadDirectory(Path uploadDirectory) {
            this.uploadDirectory = Objects.requireNonNull(uploadDirectory, "uploadDirectory");
            return this;
        }

        /**
         * @param transportKind which transport carries the calls; default {@link TransportKind#REST_CLIENT}.
         *        {@link TransportKind#FAST} needs the JVM options of the fast-path guide: {@link #build()} fails naming
         *        those missing.
         * @return this builder
         */
        public Builder transport(TransportKind transportKind) {
            this.transportKind = Objects.requireNonNull(transportKind, "transportKind");
            return this;
        }

        /**
         * @param vertx the Vert.x the fast transport's HTTP client runs on (in Quarkus, the application's); the
         *        client does not close it. Default: the client creates a Vert.x of its own when it needs one, and closes
         *        it in {@link TelegramClient#close()}.
         * @return this builder
         */
        public Builder vertx(Vertx vertx) {
            this.vertx = Objects.requireNonNull(vertx, "vertx");
            return this;
        }

        /**
         * @return the client
         * @throws IllegalStateException when no token was given, or the fast transport is chosen and the JVM lacks
         *         an option it needs
         * @throws IllegalArgumentException when a setting is out of range
         */
        public TelegramClient build() {
            if (token == null || token.isBlank()) {
                throw new IllegalStateException("No bot token: give the token BotFather issued with token(...) "
                        + "(in a Quarkus application: quarkus.telegram.bot.token, or the environment variable "
                        + "QUARKUS_TELEGRAM_BOT_TOKEN)");
            }
            if (transportKind == TransportKind.FAST) {
                ChronicleFlags.require();
            }
            return new TelegramClient(this);
        }

        /** Never shows the token. */
        @Override
        public String toString() {
            return "TelegramClient.Builder[" + baseUrl + (testEnvironment ? " test" : "")
                    + (transportKind == TransportKind.FAST ? ", fast" : "")
                    + (token == null ? ", no token" : ", token set") + "]";
        }
    }
}
