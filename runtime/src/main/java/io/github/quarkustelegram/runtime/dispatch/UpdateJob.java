package io.github.quarkustelegram.runtime.dispatch;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.HandlerTimeoutException;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.commands.CommandParser;
import io.github.quarkustelegram.runtime.dispatch.albums.Album;
import io.github.quarkustelegram.runtime.hooks.Listeners;
import io.github.quarkustelegram.runtime.replies.CallbackAnswers;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.AbstractUni;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;

/**
 * One update's turn in the scheduler: routes it, runs its handler, reports the outcome to the subscriber, then
 * gives its place back. The usual update (no conversations, no middleware, no command naming a bot, a handler whose
 * {@code Uni} is done) takes a synchronous path that makes nothing but the job and its context; the other cases go
 * through {@code Uni}s, as they may wait (the {@link SlowPath}).
 *
 * <p>
 * It ends once, whichever comes first: the handler's outcome or its deadline ({@link #timedOut()}, from the
 * watchdog). The phases move {@code HANDLING -> HOOK -> ENDED} (or straight to {@code ENDED}) by compare-and-set.
 */
class UpdateJob extends PerChatScheduler.Task
        implements UniSubscription, UniSubscriber<Void>, HandlerWatchdog.Watched {

    /** The dispatcher's category, as before this class had a file of its own: applications configure that one. */
    private static final Logger LOG = Logger.getLogger(UpdateDispatcher.class);

    private static final int HANDLING = 0;
    private static final int HOOK = 1;
    private static final int ENDED = 2;

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UpdateJob> PHASE = AtomicIntegerFieldUpdater
            .newUpdater(UpdateJob.class, "phase");

    /** The collaborators every job of the dispatcher shares. */
    private final DispatchParts parts;
    private final Update update;
    private final UniSubscriber<? super Void> downstream;
    /** The listeners' observer of this update; null (nothing to tell) when there are none. */
    private final @Nullable UpdateObserver observer;
    private volatile boolean cancelled;
    private @Nullable DispatchContext context;
    /** The slow path runs the error hook inside its own {@code Uni}: its failure is final. */
    private boolean onSlowPath;
    private volatile int phase; // moved by PHASE
    private volatile @Nullable UniSubscription handling;

    /** Ordered by the chat, else by the sender, else with nothing; the ids as primitives, not boxed. */
    UpdateJob(DispatchParts parts, Update update, UniSubscriber<? super Void> downstream,
            @Nullable UpdateObserver observer) {
        this(parts, update, downstream, observer, UpdateOrder.of(update));
    }

    private UpdateJob(DispatchParts parts, Update update, UniSubscriber<? super Void> downstream,
            @Nullable UpdateObserver observer, UpdateOrder order) {
        super(order.id(update), order != UpdateOrder.CHAT, order != UpdateOrder.NONE);
        this.parts = parts;
        this.update = update;
        this.downstream = downstream;
        this.observer = observer;
    }

    /**
     * @return the album this job handles as one (its first part is the update); null for a single update. An
     *         {@link AlbumJob}'s: a field here would make every update's job bigger.
     */
    @Nullable
    Album album() {
        return null;
    }

    /** Called once the subscriber has its subscription: to the scheduler, unless it cancelled already. */
    void submit() {
        if (!cancelled) {
            parts.scheduler().submit(this);
        } else {
            Listeners.ended(observer, UpdateOutcome.WITHDRAWN, null);
        }
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
        DispatchContext ctx = new DispatchContext(update, parts.services());
        ctx.observer(observer);
        Album album = album();
        if (album != null) {
            ctx.album(album);
        }
        context = ctx;
        CallbackAnswers answers = parts.callbackAnswers();
        if (answers != null && update.callbackQuery() != null) {
            answers.expect(update.callbackQuery().id());
        }
        if (CommandParser.namesABot(ctx.text())) {
            // "/command@name": is it this bot's name? (looked up once, then known)
            subscribeTo(parts.identity().username().onItem().invoke(name -> ctx.botUsername(name))
                    .replaceWithVoid().onItem().transformToUni(ignored -> parts.slowPath().routeThenHandle(ctx)));
            return;
        }
        if (!parts.conversations().isEmpty()) {
            subscribeTo(parts.slowPath().routeThenHandle(ctx));
            return;
        }
        Route route;
        try {
            route = parts.routes().find(ctx);
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

    /**
     * @return the route's handler; an annotated one bound to this update's own context, whatever context the
     *         middleware around it pass on
     */
    static UpdateHandler handler(Route route, DispatchContext context) {
        UpdateHandler handler = route.handler();
        return handler instanceof AnnotatedHandler annotated ? passed -> annotated.handle(passed, context) : handler;
    }

    private void runHandler(DispatchContext ctx, Route route) {
        Uni<Void> work;
        try {
            UpdateHandler handler = route.handler();
            if (!parts.middleware().isEmpty()) {
                work = parts.middleware().around(ctx, handler(route, ctx));
            } else {
                work = handler instanceof AnnotatedHandler annotated ? annotated.handle(ctx, ctx) : handler.handle(ctx);
            }
            if (work == null) { // the message built only then: it would cost every update a string
                throw new NullPointerException("handler " + ctx.handlerName() + " returned a null Uni");
            }
        } catch (RuntimeException e) {
            handlerFailed(e);
            return;
        }
        AbstractUni.subscribe(work, this);
    }

    private void subscribeTo(Uni<Void> work) {
        onSlowPath = true;
        AbstractUni.subscribe(work, this);
    }

    @Override
    public boolean handlerRunning() {
        return phase == HANDLING;
    }

    @Override
    public long streamingUntil() {
        DispatchContext ctx = context;
        return ctx == null ? 0 : ctx.streamingUntil();
    }

    /** The deadline passed while the handler ran: cancel it, and tell the error hook. */
    @Override
    public void timedOut() {
        if (!PHASE.compareAndSet(this, HANDLING, HOOK)) {
            return;
        }
        UniSubscription running = handling;
        if (running != null) {
            running.cancel();
        }
        if (context != null && context.invoking()) {
            parts.watchdog().stillRunning(context); // its thread may go on: liveness reports it until it returns
        }
        String name = context == null || context.handlerName().isEmpty() ? "(routing)" : context.handlerName();
        LOG.warnf("Handler %s did not complete update %d within %d ms: cancelled; the update goes to the error "
                + "hook and its chat's next updates go on", name, update.updateId(),
                parts.watchdog().handlerTimeout().toMillis());
        HandlerTimeoutException timeout = new HandlerTimeoutException(name, update.updateId(),
                parts.watchdog().handlerTimeout());
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
            hook = parts.failures().onError(context, failure);
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
        if (onSlowPath) {
            if (PHASE.compareAndSet(this, HANDLING, ENDED)) {
                failed(failure); // the slow path ran the error hook already
            }
        } else {
            handlerFailed(failure);
        }
    }

    private void failed(Throwable failure) {
        if (!answeredForTheHandler(() -> failedNow(failure))) {
            failedNow(failure);
        }
    }

    private void failedNow(Throwable failure) {
        if (observer != null) {
            DispatchContext ctx = context;
            if (ctx == null || ctx.outcome() == UpdateOutcome.OK) {
                Listeners.ended(observer, UpdateOutcome.FAILED, failure);
            } else {
                Listeners.ended(observer, ctx.outcome(), ctx.problem());
            }
        }
        parts.scheduler().release(this);
        downstream.onFailure(failure);
        parts.scheduler().runReady();
    }

    private void done() {
        if (!answeredForTheHandler(this::doneNow)) {
            doneNow();
        }
    }

    private void doneNow() {
        Album album = album();
        if (album != null && context != null && context.outcome() == UpdateOutcome.UNHANDLED) {
            // no album route took it: its parts are handled one by one, queued in the chat before its turn ends
            parts.oneByOne().handle(album, observer);
            parts.scheduler().release(this);
            parts.scheduler().runReady();
            return;
        }
        if (observer != null) {
            DispatchContext ctx = context;
            Listeners.ended(observer, ctx == null ? UpdateOutcome.OK : ctx.outcome(),
                    ctx == null ? null : ctx.problem());
        }
        parts.scheduler().release(this);
        downstream.onItem(null);
        parts.scheduler().runReady();
    }

    /**
     * A callback query nothing answered while it was handled (the handler forgot, failed, timed out, or none took it)
     * is answered now, empty, so that its button stops spinning; the update ends once the answer is back (a failure,
     * such as an answer too late, only logged at DEBUG), so that a chat's next update comes after it.
     *
     * @param then the end of the update, run once answered
     * @return whether an answer was sent (and {@code then} will run); false when none was due
     */
    private boolean answeredForTheHandler(Runnable then) {
        CallbackAnswers answers = parts.callbackAnswers();
        CallbackQuery query = update.callbackQuery();
        if (answers == null || query == null || context == null || !answers.unanswered(query.id())) {
            return false;
        }
        Uni<Boolean> answer;
        try {
            answer = parts.services().reactiveBot().get().execute(AnswerCallbackQuery.builder(query.id()).build());
        } catch (RuntimeException e) { // no bot (no token): nothing can answer it
            LOG.debugf("Callback query %s of update %d could not be answered for its handler: %s", query.id(),
                    update.updateId(), e);
            return false;
        }
        answer.subscribe().with(answered -> then.run(), failure -> {
            LOG.debugf("Callback query %s of update %d could not be answered for its handler: %s", query.id(),
                    update.updateId(), failure);
            then.run();
        });
        return true;
    }

    /** The caller went away: an update not started yet is not handled; one running goes on. */
    @Override
    public void cancel() {
        cancelled = true;
        if (parts.scheduler().withdraw(this)) {
            Listeners.ended(observer, UpdateOutcome.WITHDRAWN, null);
        }
    }

    /** No handler takes the update: it counts as handled, and says so at DEBUG. */
    static void noHandler(DispatchContext context) {
        context.outcome(UpdateOutcome.UNHANDLED, null);
        if (LOG.isDebugEnabled()) {
            LOG.debugf("No handler for %s", context);
        }
    }
}
