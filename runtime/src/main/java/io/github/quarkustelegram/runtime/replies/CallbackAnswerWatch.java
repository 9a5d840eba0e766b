package io.github.quarkustelegram.runtime.replies;

import io.github.quarkustelegram.hooks.TransportDecorator;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.ForwardingTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/**
 * Sees every {@code answerCallbackQuery} the bot makes, blocking or reactive, from a handler, a returned toast or the
 * bot's own code, and tells {@link CallbackAnswers}: outermost in the chain, so each call is seen once, when it is
 * made (an answer that then fails would fail again when the dispatcher repeats it: the query is as good as answered).
 */
public final class CallbackAnswerWatch implements TransportDecorator {

    private final CallbackAnswers answers;

    /** @param answers the callback queries being handled */
    public CallbackAnswerWatch(CallbackAnswers answers) {
        this.answers = answers;
    }

    @Override
    public TelegramTransport decorate(TelegramTransport next) {
        return new ForwardingTransport(next) {
            @Override
            public <R> Uni<R> execute(TelegramRequest<R> request) {
                if (request instanceof AnswerCallbackQuery answer) { // seen when made, not when assembled
                    return Uni.createFrom().deferred(() -> {
                        answers.answered(answer.callbackQueryId());
                        return delegate.execute(request);
                    });
                }
                return delegate.execute(request);
            }

            @Override
            public <R> R call(TelegramRequest<R> request) {
                seen(request);
                return delegate.call(request);
            }
        };
    }

    private void seen(TelegramRequest<?> request) {
        if (request instanceof AnswerCallbackQuery answer) {
            answers.answered(answer.callbackQueryId());
        }
    }
}
