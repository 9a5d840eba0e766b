package io.github.quarkustelegram.runtime.dispatch;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.model.MessageGenerationStopped;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.github.quarkustelegram.runtime.hooks.HookBeans;
import io.github.quarkustelegram.runtime.replies.CallbackAnswers;
import io.github.quarkustelegram.runtime.streaming.AnswerStreams;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.arc.All;
import io.quarkus.arc.InstanceHandle;
import io.smallrye.mutiny.Uni;

/**
 * The application's {@link UpdateSink}: the {@link UpdateDispatcher} over the router, the {@link Conversation} beans,
 * the {@link UpdateMiddleware} beans, the error hook, the conversation store and the {@link UpdateListener} beans (by
 * priority), configured by
 * {@code quarkus.telegram.dispatch.*} ({@link TelegramConfig.Dispatch}). The webhook and long polling feed it. An application
 * may replace it with an
 * {@code @Alternative @Priority} bean of type {@code UpdateSink}.
 *
 * <p>
 * The bots are looked up when a handler first needs one, so an application without a token starts.
 */
@Singleton
public class DispatchingUpdateSink implements UpdateSink {

    private final UpdateDispatcher dispatcher;
    private final AnswerStreams streams;

    @Inject
    DispatchingUpdateSink(TelegramConfig telegram, RouteTable routes, Instance<Conversation> conversations,
            Instance<UpdateMiddleware> middleware, HandlerErrorHook errorHook, ConversationStore store,
            Instance<TelegramBot> bot, Instance<ReactiveTelegramBot> reactiveBot, Instance<AnnotatedHandlers> annotated,
            @All List<InstanceHandle<UpdateListener>> listeners, Instance<SharedAlbums> sharedAlbums,
            CallbackAnswers callbackAnswers, Instance<SenderLocale> locales, AnswerStreams streams,
            Instance<ScheduledMessages> scheduled) {
        TelegramConfig.Dispatch config = telegram.dispatch();
        if (config.maxConcurrency() < 1 || config.maxPending() < config.maxConcurrency()) {
            throw new IllegalArgumentException("quarkus.telegram.dispatch.max-concurrency (" + config.maxConcurrency()
                    + ") must be at least 1, and quarkus.telegram.dispatch.max-pending (" + config.maxPending()
                    + ") at least max-concurrency");
        }
        this.streams = streams;
        this.dispatcher = UpdateDispatcher.builder(routes)
                .conversations(Stream.concat(conversations.stream(),
                        annotated.isResolvable() ? annotated.get().conversations().stream() : Stream.empty()).toList())
                .annotatedSteps(annotated.isResolvable() ? annotated.get().steps() : List.of())
                .middleware(globalMiddleware(middleware, annotated))
                .errorHook(errorHook)
                .errorMethods(annotated.isResolvable() ? annotated.get().errorMethods() : List.of())
                .store(store)
                .maxConcurrency(config.maxConcurrency())
                .maxPending(config.maxPending())
                .handlerTimeout(config.handlerTimeout())
                .albumWindow(config.albumWindow())
                .sharedAlbums(sharedAlbums.isResolvable() ? sharedAlbums.get() : null)
                .identity(new BotIdentity(config.botUsername().orElse(null), reactiveBot::get))
                .bots(bot::get, reactiveBot::get)
                .locales(locales::get)
                .laterReplies(() -> scheduled.get()::in)
                .listeners(HookBeans.listeners(listeners))
                .callbackAnswers(config.answerCallbackQueries() ? callbackAnswers : null)
                .stoppableStreams(() -> streams.streaming() > 0)
                .build();
    }

    /** The middleware beans but those a {@code @Router} names: they run around their class's handlers only. */
    private static List<UpdateMiddleware> globalMiddleware(Instance<UpdateMiddleware> middleware,
            Instance<AnnotatedHandlers> annotated) {
        Set<String> classes = annotated.isResolvable() ? annotated.get().classMiddleware() : Set.of();
        return middleware.handlesStream().filter(h -> !classes.contains(h.getBean().getBeanClass().getName()))
                .map(Instance.Handle::get).toList();
    }

    /** @return the dispatcher, for the health checks and the Dev UI */
    public UpdateDispatcher dispatcher() {
        return dispatcher;
    }

    @Override
    public Uni<Void> accept(Update update) {
        return dispatcher.accept(update);
    }

    /**
     * A user's stop cuts its stream as it arrives: the stream holds its chat's turn, for which the stop would wait in
     * the ledger (on Redis); a stream running on another instance is told through the shared state.
     */
    @Override
    public void arrived(Update update) {
        MessageGenerationStopped stop = update.stoppedMessageGeneration();
        if (stop != null) {
            streams.stopped(stop);
        }
    }

    @Override
    public boolean awaitsLaterUpdates() {
        return dispatcher.awaitsLaterUpdates();
    }

    /** A streamed answer with a stop button starts after its update was handed over: its stop is awaited then. */
    @Override
    public void whenLaterUpdatesAwaited(Runnable wake) {
        streams.whenStreaming(wake);
    }

    @PreDestroy
    void close() {
        dispatcher.close();
    }
}
