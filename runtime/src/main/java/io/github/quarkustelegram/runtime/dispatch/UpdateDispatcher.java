package io.github.quarkustelegram.runtime.dispatch;

import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.updates.UpdateSink;
import io.smallrye.mutiny.Uni;

/**
 * The dispatcher: for each update, in its chat's order ({@link PerChatScheduler}), chooses one handler (an active
 * conversation's step first, then the first matching route of the {@link RouteTable}), and runs it inside the
 * middleware, sending failures to the {@link HandlerErrorHook}.
 *
 * <p>The {@code Uni} of {@link #accept} completes when the update was handled, ignored (no handler), or failed and
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
    private final Supplier<TelegramBot> bot;
    private final Supplier<ReactiveTelegramBot> reactiveBot;

    private UpdateDispatcher(Builder b) {
        this.routes = b.routes;
        this.conversations = new ConversationEngine(b.conversations, b.annotatedSteps, b.store, b.clock);
        this.middleware = b.middleware.stream().sorted(Comparator.comparingInt(UpdateMiddleware::order)).toList();
        this.errorHook = b.errorHook;
        this.scheduler = new PerChatScheduler(b.maxConcurrency, b.maxPending);
        this.identity = b.identity != null ? b.identity : new BotIdentity(null, b.reactiveBot);
        this.bot = b.bot;
        this.reactiveBot = b.reactiveBot;
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
        return scheduler.submit(orderingKey(update), () -> dispatch(update));
    }

    /** @return the scheduler, for diagnostics */
    public PerChatScheduler scheduler() {
        return scheduler;
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

    private Uni<Void> dispatch(Update update) {
        DispatchContext context = new DispatchContext(update, bot, reactiveBot);
        Uni<Void> named = CommandParser.namesABot(context.text())
                ? identity.username().onItem().invoke(name -> context.botUsername(name)).replaceWithVoid()
                : Uni.createFrom().voidItem();
        return named.onItem().transformToUni(ignored -> route(context)
                // a filter or a conversation store that fails: the error hook decides, as for a handler
                .onFailure().recoverWithUni(failure -> {
                    context.chosen("routing", null, null, null);
                    return errorHook.onError(context, failure).replaceWith((UpdateHandler) null);
                }))
                .onItem().transformToUni(handler -> handler == null ? Uni.createFrom().voidItem()
                        : handle(context, handler));
    }

    /** @return the chosen handler, with the context filled; null when no handler takes the update */
    private Uni<@Nullable UpdateHandler> route(DispatchContext context) {
        Uni<ConversationEngine.@Nullable Chosen> conversation = conversations.isEmpty() ? Uni.createFrom().nullItem()
                : Uni.createFrom().deferred(() -> conversations.choose(context));
        return conversation.onItem().transform(chosen -> {
            if (chosen != null) {
                context.chosen(chosen.name(), null, null, chosen.state());
                return (UpdateHandler) ctx -> conversations.run(chosen, context);
            }
            RouteTable.Found found = routes.find(context);
            if (found == null) {
                LOG.debugf("No handler for %s", context);
                return null;
            }
            context.chosen(found.route().name(), found.command(), found.match(), null);
            return found.route().handler();
        });
    }

    /** Runs {@code handler} inside the middleware; a failure goes to the error hook. */
    private Uni<Void> handle(DispatchContext context, UpdateHandler handler) {
        return chain(context, handler, 0).onFailure().recoverWithUni(failure -> Uni.createFrom()
                .deferred(() -> Objects.requireNonNull(errorHook.onError(context, failure),
                        "the error hook returned a null Uni"))
                .onFailure().transform(hookFailure -> {
                    if (hookFailure != failure) {
                        hookFailure.addSuppressed(failure);
                    }
                    return hookFailure;
                }));
    }

    private Uni<Void> chain(DispatchContext context, UpdateHandler handler, int index) {
        if (index == middleware.size()) {
            return Uni.createFrom().deferred(() -> Objects.requireNonNull(handler.handle(context),
                    "handler " + context.handlerName() + " returned a null Uni"));
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

        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        public UpdateDispatcher build() {
            return new UpdateDispatcher(this);
        }
    }
}
