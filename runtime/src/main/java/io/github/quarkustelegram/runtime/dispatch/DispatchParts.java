package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.runtime.dispatch.albums.Album;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationEngine;
import io.github.quarkustelegram.runtime.replies.CallbackAnswers;

/**
 * What every {@link UpdateJob} of one dispatcher works with, made once by the dispatcher and handed to each job (as
 * OkHttp hands its interceptor chain the call's parts): the job reads nothing else of the dispatcher.
 *
 * @param routes the routes
 * @param conversations the conversations' engine
 * @param middleware the global middleware
 * @param failures the {@code @OnError} methods and the error hook
 * @param scheduler the per-chat queues the jobs run in
 * @param identity the bot's username, for commands addressed to it
 * @param services the bots and the locales a handler's context gives
 * @param slowPath middleware, conversations and failures, when an update needs them
 * @param watchdog the handlers' deadline
 * @param callbackAnswers the callback queries being handled, to answer those left unanswered; null: not answered
 * @param oneByOne what handles an album no route took, part by part
 */
record DispatchParts(RouteTable routes, ConversationEngine<DispatchContext> conversations, MiddlewareChain middleware,
        FailureHandling failures, PerChatScheduler scheduler, BotIdentity identity, DispatchContext.Services services,
        SlowPath slowPath, HandlerWatchdog watchdog, @Nullable CallbackAnswers callbackAnswers, OneByOne oneByOne) {

    /** Handles an album's parts one by one, the first with the album's observer. */
    @FunctionalInterface
    interface OneByOne {
        void handle(Album album, @Nullable UpdateObserver firstObserver);
    }
}
