package io.github.quarkustelegram.runtime.dispatch;

import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Supplier;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.HandlerTimeoutException;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.hooks.Listeners;
import io.github.quarkustelegram.runtime.hooks.UpdateObservers;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.updates.UpdateSink;
import io.netty.util.Timeout;
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
 */
public final class UpdateDispatcher implements UpdateSink {

    private static final Logger LOG = Logger.getLogger(UpdateDispatcher.class);

    private final RouteTable routes;
    private final ConversationEngine conversations;
    private final List<UpdateMiddleware> middleware;
    private final HandlerErrorHook errorHook;
    private final PerChatScheduler scheduler;
    private final BotIdentity identity;
    private final DispatchContext.Bots bots;
    private final Duration handlerTimeout;
    private final Executor timeoutExecutor;
    private final @Nullable TimerWheel deadlines;
    private final PerChatScheduler.Task[] overdue;
    private final UpdateObservers listeners;
    /** Blocking handlers ended at their deadline whose thread may still run them: what liveness looks at. */
    private final ConcurrentLinkedQueue<DispatchContext> pastDeadline = new ConcurrentLinkedQueue<>();
    private volatile @Nullable Timeout watch;
    private volatile boolean closed;

    private UpdateDispatcher(Builder b) {
        this.routes = b.routes;
        this.conversations = new ConversationEngine(b.conversations, b.annotatedSteps, b.store, b.clock);
        this.middleware = b.middleware.stream().sorted(Comparator.comparingInt(UpdateMiddleware::order)).toList();
        this.errorHook = b.errorHook;
        this.scheduler = new PerChatScheduler(b.maxConcurrency, b.maxPending);
        this.identity = b.identity != null ? b.identity : new BotIdentity(null, b.reactiveBot);
        this.bots = new DispatchContext.Bots(b.bot, b.reactiveBot);
        this.handlerTimeout = b.handlerTimeout;
        this.timeoutExecutor = b.timeoutExecutor;
        this.overdue = new PerChatScheduler.Task[scheduler.maxConcurrency()];
        this.deadlines = handlerTimeout.isZero() ? null : TimerWheel.open();
        this.listeners = UpdateObservers.of(b.listeners);
        watchNext();
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
        return new Dispatch(update);
    }

    /** @return the scheduler, for diagnostics */
    public PerChatScheduler scheduler() {
        return scheduler;
    }

    /** @return the handlers' deadline, zero for none */
    public Duration handlerTimeout() {
        return handlerTimeout;
    }

    /**
     * The blocking handlers that were ended at their deadline and still run on their thread (a call that ignores
     * cancellation): what the dispatcher's liveness check reports. Those done by now are forgotten.
     *
     * @return their names and since when they run ({@link System#nanoTime()}), oldest first
     */
    public List<StuckHandler> stuckHandlers() {
        pastDeadline.removeIf(context -> !context.invoking());
        List<StuckHandler> stuck = new java.util.ArrayList<>();
        for (DispatchContext context : pastDeadline) {
            if (context.invoking()) {
                stuck.add(new StuckHandler(context.handlerName(), context.update().updateId(),
                        context.invokedAt()));
            }
        }
        return stuck;
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

    /**
     * The watchdog of the handlers' deadline: one timer at a time on the deadline wheel, a quarter of the deadline
     * apart (at most a second), looking through the running updates (at most {@code max-concurrency}); nothing per
     * update. A handler past its deadline is ended from the timeout executor, never from the timer's thread (ending
     * it starts its chat's next update, whose handler must not run there).
     */
    private void watchNext() {
        if (deadlines == null || closed) {
            return;
        }
        long interval = Math.max(Duration.ofMillis(10).toNanos(),
                Math.min(Duration.ofSeconds(1).toNanos(), handlerTimeout.toNanos() / 4));
        watch = deadlines.arm(interval, expired -> {
            timeOutOverdue();
            watchNext();
        });
    }

    private void timeOutOverdue() {
        int count = scheduler.overdue(System.nanoTime() - handlerTimeout.toNanos(), overdue);
        for (int i = 0; i < count; i++) {
            PerChatScheduler.Task task = overdue[i];
            overdue[i] = null;
            if (task instanceof UpdateJob job && job.phase == UpdateJob.HANDLING) {
                try {
                    timeoutExecutor.execute(job::timedOut);
                } catch (RuntimeException rejected) {
                    LOG.debugf("Cannot end a handler past its deadline now (%s); trying again", rejected.toString());
                }
            }
        }
    }

    /** Stops the watchdog and lets go of its timer. Updates still running are not interrupted. Idempotent. */
    public void close() {
        closed = true;
        Timeout current = watch;
        if (current != null) {
            current.cancel();
        }
        if (deadlines != null) {
            deadlines.close();
        }
    }

    /** Updates of a chat are ordered by chat; those without a chat by sender; the others not at all. */
    static @Nullable Object orderingKey(Update update) {
        Chat chat = UpdateParts.chat(update);
        if (chat != null) {
            return chat.id();
        }
        User sender = UpdateParts.sender(update);
        return sender == null ? null : "user:" + sender.id();
    }

    /** The id an update is ordered by: its chat's, else its sender's, else 0 (not ordered). */
    private static long keyId(Update update) {
        Chat chat = UpdateParts.chat(update);
        if (chat != null) {
            return chat.id();
        }
        User sender = UpdateParts.sender(update);
        return sender == null ? 0 : sender.id();
    }

    /** The {@code Uni} of one update: each subscription dispatches it (once per subscription, as a Uni is lazy). */
    private final class Dispatch extends AbstractUni<Void> {

        private final Update update;

        Dispatch(Update update) {
            this.update = update;
        }

        @Override
        public void subscribe(UniSubscriber<? super Void> downstream) {
            UpdateJob job = new UpdateJob(update, downstream, listeners.observe(update));
            downstream.onSubscribe(job);
            if (!job.cancelled) {
                scheduler.submit(job);
            } else {
                Listeners.ended(job.observer, UpdateOutcome.WITHDRAWN, null);
            }
        }
    }

    /**
     * One update's turn in the scheduler: routes it, runs its handler, reports the outcome to the subscriber, then
     * gives its place back. The usual update (no conversations, no middleware, no command naming a bot, a handler whose
     * {@code Uni} is done) takes a synchronous path that makes nothing but the job and its context; the other cases go
     * through {@code Uni}s, as they may wait.
     *
     * <p>
     * It ends once, whichever comes first: the handler's outcome or its deadline ({@link #timedOut()}, from the
     * watchdog). The phases move {@code HANDLING -> HOOK -> ENDED} (or straight to {@code ENDED}) by compare-and-set.
     */
    private final class UpdateJob extends PerChatScheduler.Task implements UniSubscription, UniSubscriber<Void> {

        private static final int HANDLING = 0;
        private static final int HOOK = 1;
        private static final int ENDED = 2;

        private final Update update;
        private final UniSubscriber<? super Void> downstream;
        /** The listeners' observer of this update; null (nothing to tell) when there are none. */
        final @Nullable UpdateObserver observer;
        private volatile boolean cancelled;
        private @Nullable DispatchContext context;
        /** The slow path runs the error hook inside its own {@code Uni}: its failure is final. */
        private boolean slowPath;
        volatile int phase; // not private: the updater outside the class reaches it
        private volatile @Nullable UniSubscription handling;

        /** Ordered by the chat, else by the sender, else with nothing; the ids as primitives, not boxed. */
        UpdateJob(Update update, UniSubscriber<? super Void> downstream, @Nullable UpdateObserver observer) {
            super(keyId(update), UpdateParts.chat(update) == null, UpdateParts.chat(update) != null
                    || UpdateParts.sender(update) != null);
            this.update = update;
            this.downstream = downstream;
            this.observer = observer;
        }

        @Override
        protected void run() {
            if (observer == null) {
                runHere();
                return;
            }
            // the update's turn: its context (an MDC entry, a span) is current while it runs on this thread
            try (UpdateObserver.Scope scope = Listeners.enter(observer)) {
                runHere();
            }
        }

        private void runHere() {
            try {
                dispatch();
            } catch (RuntimeException e) {
                if (context == null) {
                    if (PHASE.compareAndSet(this, HANDLING, ENDED)) {
                        failed(e); // the update could not even be read: no context for the error hook
                    }
                } else {
                    handlerFailed(e);
                }
            }
        }

        private void dispatch() {
            DispatchContext ctx = new DispatchContext(update, bots);
            ctx.observer(observer);
            context = ctx;
            if (CommandParser.namesABot(ctx.text())) {
                // "/command@name": is it this bot's name? (looked up once, then known)
                subscribeTo(identity.username().onItem().invoke(name -> ctx.botUsername(name)).replaceWithVoid()
                        .onItem().transformToUni(ignored -> routeThenHandle(ctx)));
                return;
            }
            if (!conversations.isEmpty()) {
                subscribeTo(routeThenHandle(ctx));
                return;
            }
            Route route;
            try {
                route = routes.find(ctx);
            } catch (RuntimeException e) {
                // a filter that fails: the error hook decides, as for a handler
                ctx.chosen("routing", null, null, null);
                handlerFailed(e);
                return;
            }
            if (route == null) {
                noHandler(ctx);
                if (PHASE.compareAndSet(this, HANDLING, ENDED)) {
                    done();
                }
                return;
            }
            if (observer == null) {
                runHandler(ctx, route);
                return;
            }
            Listeners.handlerChosen(observer, ctx);
            try (UpdateObserver.Scope scope = Listeners.enter(observer)) {
                runHandler(ctx, route);
            }
        }

        private void runHandler(DispatchContext ctx, Route route) {
            Uni<Void> work;
            try {
                work = middleware.isEmpty() ? route.handler().handle(ctx) : chain(ctx, route.handler(), 0);
                if (work == null) { // the message built only then: it would cost every update a string
                    throw new NullPointerException("handler " + ctx.handlerName() + " returned a null Uni");
                }
            } catch (RuntimeException e) {
                handlerFailed(e);
                return;
            }
            AbstractUni.subscribe(work, this);
        }

        /** The slow path: the conversations (whose store answers later) and the routes, then the handler. */
        private Uni<Void> routeThenHandle(DispatchContext ctx) {
            return route(ctx)
                    .onFailure().recoverWithUni(failure -> {
                        ctx.chosen("routing", null, null, null);
                        ctx.outcome(UpdateOutcome.FAILED, failure);
                        return errorHook.onError(ctx, failure).replaceWith((UpdateHandler) null);
                    })
                    .onItem().transformToUni(handler -> handler == null ? Uni.createFrom().voidItem()
                            : entered(ctx, handle(ctx, handler)));
        }

        private void subscribeTo(Uni<Void> work) {
            slowPath = true;
            AbstractUni.subscribe(work, this);
        }

        /** The deadline passed while the handler ran: cancel it, and tell the error hook. */
        void timedOut() {
            if (!PHASE.compareAndSet(this, HANDLING, HOOK)) {
                return;
            }
            UniSubscription running = handling;
            if (running != null) {
                running.cancel();
            }
            if (context != null && context.invoking()) {
                pastDeadline.add(context); // its thread may go on: liveness reports it until it returns
            }
            String name = context == null || context.handlerName().isEmpty() ? "(routing)" : context.handlerName();
            LOG.warnf("Handler %s did not complete update %d within %d ms: cancelled; the update goes to the error "
                    + "hook and its chat's next updates go on", name, update.updateId(), handlerTimeout.toMillis());
            HandlerTimeoutException timeout = new HandlerTimeoutException(name, update.updateId(), handlerTimeout);
            if (context != null) {
                context.outcome(UpdateOutcome.TIMED_OUT, timeout);
            }
            runHook(timeout);
        }

        private void handlerFailed(Throwable failure) {
            if (PHASE.compareAndSet(this, HANDLING, HOOK)) {
                if (context != null) {
                    context.outcome(UpdateOutcome.FAILED, failure);
                }
                runHook(failure);
            }
        }

        private void runHook(Throwable failure) {
            Uni<Void> hook;
            try {
                hook = Objects.requireNonNull(errorHook.onError(context, failure), "the error hook returned a null Uni");
            } catch (RuntimeException e) {
                hookFailed(e, failure);
                return;
            }
            AbstractUni.subscribe(hook, new UniSubscriber<Void>() {
                @Override
                public void onSubscribe(UniSubscription subscription) {
                }

                @Override
                public void onItem(Void item) {
                    if (PHASE.compareAndSet(UpdateJob.this, HOOK, ENDED)) {
                        done(); // the hook counts the update as handled
                    }
                }

                @Override
                public void onFailure(Throwable hookFailure) {
                    hookFailed(hookFailure, failure);
                }
            });
        }

        /** The error hook failed: the update counts as not handled, the handler's failure attached. */
        private void hookFailed(Throwable hookFailure, Throwable handlerFailure) {
            if (!PHASE.compareAndSet(this, HOOK, ENDED)) {
                return;
            }
            if (hookFailure != handlerFailure) {
                hookFailure.addSuppressed(handlerFailure);
            }
            failed(hookFailure);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            // kept for the deadline; the caller leaving does not cancel it: the update is being handled
            handling = subscription;
            if (phase != HANDLING) {
                subscription.cancel(); // timed out before the handler's Uni even started
            }
        }

        @Override
        public void onItem(Void item) {
            if (PHASE.compareAndSet(this, HANDLING, ENDED)) {
                done();
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (slowPath) {
                if (PHASE.compareAndSet(this, HANDLING, ENDED)) {
                    failed(failure); // the slow path ran the error hook already
                }
            } else {
                handlerFailed(failure);
            }
        }

        private void failed(Throwable failure) {
            if (observer != null) {
                DispatchContext ctx = context;
                if (ctx == null || ctx.outcome() == UpdateOutcome.OK) {
                    Listeners.ended(observer, UpdateOutcome.FAILED, failure);
                } else {
                    Listeners.ended(observer, ctx.outcome(), ctx.problem());
                }
            }
            scheduler.release(this);
            downstream.onFailure(failure);
            scheduler.runReady();
        }

        private void done() {
            if (observer != null) {
                DispatchContext ctx = context;
                Listeners.ended(observer, ctx == null ? UpdateOutcome.OK : ctx.outcome(),
                        ctx == null ? null : ctx.problem());
            }
            scheduler.release(this);
            downstream.onItem(null);
            scheduler.runReady();
        }

        /** The caller went away: an update not started yet is not handled; one running goes on. */
        @Override
        public void cancel() {
            cancelled = true;
            if (scheduler.withdraw(this)) {
                Listeners.ended(observer, UpdateOutcome.WITHDRAWN, null);
            }
        }
    }

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UpdateJob> PHASE = AtomicIntegerFieldUpdater
            .newUpdater(UpdateJob.class, "phase");

    private static void noHandler(DispatchContext context) {
        context.outcome(UpdateOutcome.UNHANDLED, null);
        if (LOG.isDebugEnabled()) {
            LOG.debugf("No handler for %s", context);
        }
    }

    /** @return the chosen handler, with the context filled; null when no handler takes the update */
    private Uni<@Nullable UpdateHandler> route(DispatchContext context) {
        Uni<ConversationEngine.@Nullable Chosen> conversation = conversations.isEmpty() ? Uni.createFrom().nullItem()
                : Uni.createFrom().deferred(() -> conversations.choose(context));
        return conversation.onItem().transform(chosen -> {
            if (chosen != null) {
                context.chosen(chosen.name(), null, null, chosen.state());
                Listeners.handlerChosen(context.observer(), context);
                return (UpdateHandler) ctx -> conversations.run(chosen, context);
            }
            Route route = routes.find(context);
            if (route == null) {
                noHandler(context);
                return null;
            }
            Listeners.handlerChosen(context.observer(), context);
            return route.handler();
        });
    }

    /** Runs {@code handler} inside the middleware; a failure goes to the error hook. */
    private Uni<Void> handle(DispatchContext context, UpdateHandler handler) {
        return chain(context, handler, 0).onFailure().recoverWithUni(failure -> Uni.createFrom()
                .deferred(() -> Objects.requireNonNull(errorHook.onError(context.outcome(UpdateOutcome.FAILED, failure),
                        failure),
                        "the error hook returned a null Uni"))
                .onFailure().transform(hookFailure -> {
                    if (hookFailure != failure) {
                        hookFailure.addSuppressed(failure);
                    }
                    return hookFailure;
                }));
    }

    /** The handler's {@code Uni}, subscribed inside the update's context (the slow path, which hops threads). */
    private static Uni<Void> entered(DispatchContext context, Uni<Void> handling) {
        return Listeners.subscribedIn(context.observer(), handling);
    }

    private Uni<Void> chain(DispatchContext context, UpdateHandler handler, int index) {
        if (index == middleware.size()) {
            return Uni.createFrom().deferred(() -> Objects.requireNonNull(handler.handle(context),
                    () -> "handler " + context.handlerName() + " returned a null Uni"));
        }
        UpdateMiddleware current = middleware.get(index);
        return Uni.createFrom().deferred(() -> Objects.requireNonNull(
                current.around(context, () -> chain(context, handler, index + 1)),
                "middleware " + current.getClass().getName() + " returned a null Uni"));
    }

    /** Builds an {@link UpdateDispatcher}. */
    public static final class Builder {
        private final RouteTable routes;
        private List<Conversation> conversations = List.of();
        private List<AnnotatedHandlers.Step> annotatedSteps = List.of();
        private ConversationStore store = new InMemoryConversationStore();
        private List<UpdateMiddleware> middleware = List.of();
        private HandlerErrorHook errorHook = new LoggingErrorHook();
        private int maxConcurrency = 64;
        private int maxPending = 1024;
        private @Nullable BotIdentity identity;
        private Supplier<TelegramBot> bot = () -> {
            throw new IllegalStateException("No TelegramBot given to the dispatcher");
        };
        private Supplier<ReactiveTelegramBot> reactiveBot = () -> {
            throw new IllegalStateException("No ReactiveTelegramBot given to the dispatcher");
        };
        private Clock clock = Clock.systemUTC();
        private Duration handlerTimeout = Duration.ofSeconds(60);
        private Executor timeoutExecutor = command -> Infrastructure.getDefaultWorkerPool().execute(command);
        private List<UpdateListener> listeners = List.of();

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

        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        public UpdateDispatcher build() {
            return new UpdateDispatcher(this);
        }
    }
}
