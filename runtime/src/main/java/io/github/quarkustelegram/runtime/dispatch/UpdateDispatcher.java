package io.github.quarkustelegram.runtime.dispatch;

import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.HandlerTimeoutException;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.dispatch.albums.Album;
import io.github.quarkustelegram.runtime.dispatch.albums.AlbumCollection;
import io.github.quarkustelegram.runtime.dispatch.albums.AlbumCollector;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbumCollector;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationEngine;
import io.github.quarkustelegram.runtime.dispatch.conversations.InMemoryConversationStore;
import io.github.quarkustelegram.runtime.hooks.UpdateObservers;
import io.github.quarkustelegram.runtime.replies.CallbackAnswers;
import io.github.quarkustelegram.runtime.replies.LaterReplies;
import io.github.quarkustelegram.updates.UpdateSink;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.mutiny.operators.AbstractUni;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;

/**
 * The dispatcher: for each update, in its chat's order ({@link PerChatScheduler}), chooses one handler (an active
 * conversation's step first, then the first matching route of the {@link RouteTable}), and runs it inside the
 * middleware, sending failures to the {@link HandlerErrorHook}.
 *
 * <p>
 * The {@code Uni} of {@link #accept} completes when the update was handled, ignored (no handler), or failed and
 * the error hook completed; it fails only when the error hook fails (the hook's way of asking for a redelivery) or
 * when this bot's name could not be found for a {@code /command@name}.
 *
 * <p>
 * This class holds the parts and hands each update to its {@link UpdateJob} (one update's turn: routing, handler,
 * outcome); the job takes the {@link SlowPath} when the update may wait, runs the {@link MiddlewareChain}, and is
 * ended at its deadline by the {@link HandlerWatchdog}.
 */
public final class UpdateDispatcher implements UpdateSink {

    private final RouteTable routes;
    private final PerChatScheduler scheduler;
    private final HandlerWatchdog watchdog;
    /** What every job of this dispatcher works with. */
    private final DispatchParts parts;
    private final UpdateObservers listeners;
    private final AlbumCollection albums;
    /** The kinds whose albums the annotated conversation steps collect (the routes' may change at run time). */
    private final EnumSet<UpdateKind> albumStepKinds;
    /** Whether a streamed answer the user may stop runs here: its stop comes after its update. */
    private final BooleanSupplier stoppableStreams;

    private UpdateDispatcher(Builder b) {
        this.routes = b.routes;
        ConversationEngine<DispatchContext> conversations = new ConversationEngine<>(b.conversations,
                b.annotatedSteps.stream().map(AnnotatedStep::placed).toList(), b.store, b.clock);
        MiddlewareChain middleware = new MiddlewareChain(b.middleware);
        FailureHandling failures = new FailureHandling(b.errorMethods, b.errorHook);
        this.scheduler = new PerChatScheduler(b.maxConcurrency, b.maxPending);
        this.watchdog = new HandlerWatchdog(scheduler, b.handlerTimeout, b.timeoutExecutor);
        this.parts = new DispatchParts(routes, conversations, middleware, failures, scheduler,
                b.identity != null ? b.identity : new BotIdentity(null, b.reactiveBot),
                new DispatchContext.Services(b.bot, b.reactiveBot, b.locales, b.later),
                new SlowPath(routes, conversations, middleware, failures),
                watchdog, b.callbackAnswers, this::handleOneByOne);
        this.listeners = UpdateObservers.of(b.listeners);
        AlbumCollector local = new AlbumCollector(b.albumWindow, b.albumTimer, b.timeoutExecutor, this::handleAlbum);
        this.albums = b.sharedAlbums == null ? local
                : new SharedAlbumCollector(b.sharedAlbums, local, b.albumWindow, b.albumTimer, b.timeoutExecutor,
                        this::handleAlbum);
        this.albumStepKinds = EnumSet.noneOf(UpdateKind.class);
        this.stoppableStreams = b.stoppableStreams;
        for (AnnotatedHandlers.Step step : b.annotatedSteps) {
            if (TriggerMatcher.givesAlbum(step.route().trigger())) {
                albumStepKinds.addAll(TriggerMatcher.kinds(step.route().trigger()));
            }
        }
        watchdog.start();
    }

    /**
     * @param routes the routes
     * @return a builder
     */
    public static Builder builder(RouteTable routes) {
        return new Builder(routes);
    }

    @Override
    public Uni<Void> accept(Update update) {
        Objects.requireNonNull(update, "update");
        EnumSet<UpdateKind> albumKinds = routes.albumKinds();
        if (!albumKinds.isEmpty() || !albumStepKinds.isEmpty()) {
            Message part = AlbumCollector.part(update, albumStepKinds.isEmpty() ? albumKinds : union(albumKinds));
            if (part != null) {
                return albums.collect(update, part);
            }
        }
        return new Dispatch(update);
    }

    private EnumSet<UpdateKind> union(EnumSet<UpdateKind> routeKinds) {
        EnumSet<UpdateKind> all = EnumSet.copyOf(albumStepKinds);
        all.addAll(routeKinds);
        return all;
    }

    /** An album's window passed: it is handled as one update, in the chat of its first part. */
    private void handleAlbum(Album album) {
        List<Album.Part> ordered = album.ordered();
        Update first = ordered.get(0).update();
        UniSubscriber<Void> everyPart = new UniSubscriber<>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {
            }

            @Override
            public void onItem(Void item) {
                album.received().forEach(part -> part.receiver().onItem(null));
            }

            @Override
            public void onFailure(Throwable failure) {
                album.received().forEach(part -> part.receiver().onFailure(failure));
            }
        };
        new AlbumJob(parts, album, everyPart, listeners.observe(first)).submit();
    }

    /**
     * No album route took the album: each part is handled as the update it is, in message order (the first with the
     * album's observer, which has not ended); a message delivered twice is answered as handled.
     */
    private void handleOneByOne(Album album, @Nullable UpdateObserver firstObserver) {
        List<Album.Part> ordered = album.ordered();
        for (int i = 0; i < ordered.size(); i++) {
            Album.Part part = ordered.get(i);
            UpdateObserver observer = i == 0 ? firstObserver : listeners.observe(part.update());
            new UpdateJob(parts, part.update(), part.receiver(), observer).submit();
        }
        for (Album.Part part : album.received()) {
            if (!ordered.contains(part)) {
                part.receiver().onItem(null);
            }
        }
    }

    /** @return how many albums are being collected now */
    public int albumsCollecting() {
        return albums.collecting();
    }

    /**
     * Albums being collected wait for their next parts, a streamed answer for its stop: long polling asks for them
     * before its batch is done.
     */
    @Override
    public boolean awaitsLaterUpdates() {
        return albums.collecting() > 0 || stoppableStreams.getAsBoolean();
    }

    /** @return the scheduler, for diagnostics */
    public PerChatScheduler scheduler() {
        return scheduler;
    }

    /** @return the handlers' deadline, zero for none */
    public Duration handlerTimeout() {
        return watchdog.handlerTimeout();
    }

    /**
     * The blocking handlers that were ended at their deadline and still run on their thread (a call that ignores
     * cancellation): what the dispatcher's liveness check reports. Those done by now are forgotten.
     *
     * @return their names and since when they run ({@link System#nanoTime()}), oldest first
     */
    public List<StuckHandler> stuckHandlers() {
        return watchdog.stuckHandlers();
    }

    /**
     * A handler past its deadline still running.
     *
     * @param handler its name
     * @param updateId the update it handles
     * @param since when it started, a {@link System#nanoTime()}
     */
    public record StuckHandler(String handler, int updateId, long since) {
    }

    /** Stops the watchdog and lets go of its timer. Updates still running are not interrupted. Idempotent. */
    public void close() {
        watchdog.close();
    }

    /** The {@code Uni} of one update: each subscription dispatches it (once per subscription, as a Uni is lazy). */
    private final class Dispatch extends AbstractUni<Void> {

        private final Update update;

        Dispatch(Update update) {
            this.update = update;
        }

        @Override
        public void subscribe(UniSubscriber<? super Void> downstream) {
            UpdateJob job = new UpdateJob(parts, update, downstream, listeners.observe(update));
            downstream.onSubscribe(job);
            job.submit();
        }
    }

    /** Builds an {@link UpdateDispatcher}. */
    public static final class Builder {
        private final RouteTable routes;
        private List<Conversation> conversations = List.of();
        private List<AnnotatedHandlers.Step> annotatedSteps = List.of();
        private ConversationStore store = new InMemoryConversationStore();
        private List<UpdateMiddleware> middleware = List.of();
        private HandlerErrorHook errorHook = new LoggingErrorHook();
        private List<FailureHandling.ErrorMethod> errorMethods = List.of();
        private int maxConcurrency = 64;
        private int maxPending = 1024;
        private @Nullable BotIdentity identity;
        private Supplier<TelegramBot> bot = () -> {
            throw new IllegalStateException("No TelegramBot given to the dispatcher");
        };
        private Supplier<ReactiveTelegramBot> reactiveBot = () -> {
            throw new IllegalStateException("No ReactiveTelegramBot given to the dispatcher");
        };
        private Supplier<SenderLocale> locales = () -> {
            throw new IllegalStateException("No SenderLocale given to the dispatcher");
        };
        private Supplier<LaterReplies> later = () -> {
            throw new IllegalStateException("No ScheduledMessages given to the dispatcher: Reply.later(...) cannot be"
                    + " scheduled");
        };
        private Clock clock = Clock.systemUTC();
        private Duration handlerTimeout = Duration.ofSeconds(60);
        private Executor timeoutExecutor = command -> Infrastructure.getDefaultWorkerPool().execute(command);
        private List<UpdateListener> listeners = List.of();
        private Duration albumWindow = Duration.ofMillis(500);
        private ResilienceScheduler albumTimer = ResilienceScheduler.system();
        private @Nullable SharedAlbums sharedAlbums;
        private @Nullable CallbackAnswers callbackAnswers;
        private BooleanSupplier stoppableStreams = () -> false;

        private Builder(RouteTable routes) {
            this.routes = Objects.requireNonNull(routes, "routes");
        }

        public Builder conversations(List<Conversation> conversations) {
            this.conversations = List.copyOf(conversations);
            return this;
        }

        public Builder annotatedSteps(List<AnnotatedHandlers.Step> annotatedSteps) {
            this.annotatedSteps = List.copyOf(annotatedSteps);
            return this;
        }

        public Builder store(ConversationStore store) {
            this.store = Objects.requireNonNull(store, "store");
            return this;
        }

        public Builder middleware(List<UpdateMiddleware> middleware) {
            this.middleware = List.copyOf(middleware);
            return this;
        }

        public Builder errorHook(HandlerErrorHook errorHook) {
            this.errorHook = Objects.requireNonNull(errorHook, "errorHook");
            return this;
        }

        /**
         * @param errorMethods the {@code @OnError} methods of the handler classes, tried before the error hook
         * @return this builder
         */
        Builder errorMethods(List<FailureHandling.ErrorMethod> errorMethods) {
            this.errorMethods = List.copyOf(errorMethods);
            return this;
        }

        public Builder maxConcurrency(int maxConcurrency) {
            this.maxConcurrency = maxConcurrency;
            return this;
        }

        public Builder maxPending(int maxPending) {
            this.maxPending = maxPending;
            return this;
        }

        public Builder identity(BotIdentity identity) {
            this.identity = identity;
            return this;
        }

        public Builder bots(Supplier<TelegramBot> bot, Supplier<ReactiveTelegramBot> reactiveBot) {
            this.bot = Objects.requireNonNull(bot, "bot");
            this.reactiveBot = Objects.requireNonNull(reactiveBot, "reactiveBot");
            return this;
        }

        /**
         * @param locales who says which language a handler's sender is answered in (its {@code Locale} parameter);
         *        looked up when a handler first needs it
         * @return this builder
         */
        public Builder locales(Supplier<SenderLocale> locales) {
            this.locales = Objects.requireNonNull(locales, "locales");
            return this;
        }

        /**
         * @param later where a reply sent later ({@code Reply.later}) is scheduled; looked up when a handler first
         *        returns one
         * @return this builder
         */
        public Builder laterReplies(Supplier<LaterReplies> later) {
            this.later = Objects.requireNonNull(later, "later");
            return this;
        }

        /**
         * @param handlerTimeout how long a handler may take with an update before it is cancelled and the update goes
         *        to the error hook as a {@link HandlerTimeoutException}; zero for no deadline. Default 60 s.
         * @return this builder
         */
        public Builder handlerTimeout(Duration handlerTimeout) {
            if (handlerTimeout.isNegative()) {
                throw new IllegalArgumentException("handlerTimeout must not be negative: " + handlerTimeout);
            }
            this.handlerTimeout = handlerTimeout;
            return this;
        }

        /**
         * @param timeoutExecutor where a handler past its deadline is ended (its chat's next update may start
         *        there); default Mutiny's worker pool (Quarkus's in an application)
         * @return this builder
         */
        public Builder timeoutExecutor(Executor timeoutExecutor) {
            this.timeoutExecutor = Objects.requireNonNull(timeoutExecutor, "timeoutExecutor");
            return this;
        }

        /**
         * @param listeners told of every update, in this order (the lowest priority first); none by default
         * @return this builder
         */
        public Builder listeners(List<UpdateListener> listeners) {
            this.listeners = List.copyOf(listeners);
            return this;
        }

        /**
         * @param window how long an album waits for its next part
         * @return this
         */
        public Builder albumWindow(Duration window) {
            if (window.isNegative() || window.isZero()) {
                throw new IllegalArgumentException("albumWindow must be positive: " + window);
            }
            this.albumWindow = window;
            return this;
        }

        /**
         * @param shared where the instances of a fleet collect albums together; null to collect in memory
         * @return this
         */
        public Builder sharedAlbums(@Nullable SharedAlbums shared) {
            this.sharedAlbums = shared;
            return this;
        }

        /**
         * @param timer the albums' windows' timer
         * @return this
         */
        public Builder albumTimer(ResilienceScheduler timer) {
            this.albumTimer = Objects.requireNonNull(timer, "timer");
            return this;
        }

        /**
         * @param answers the callback queries being handled, told of each answer the bot sends
         *        ({@code CallbackAnswerWatch} in its transport): a query its handler left unanswered is answered for
         *        it, empty, when its update ends; null (the default) leaves them to the handlers
         * @return this
         */
        public Builder callbackAnswers(@Nullable CallbackAnswers answers) {
            this.callbackAnswers = answers;
            return this;
        }

        /**
         * @param running whether a streamed answer the user may stop runs here now (then later updates are awaited:
         *        its stop, which the sink cuts as it arrives, before it waits for its chat's turn); none by default
         * @return this
         */
        public Builder stoppableStreams(BooleanSupplier running) {
            this.stoppableStreams = Objects.requireNonNull(running, "running");
            return this;
        }

        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        public UpdateDispatcher build() {
            return new UpdateDispatcher(this);
        }
    }
}
