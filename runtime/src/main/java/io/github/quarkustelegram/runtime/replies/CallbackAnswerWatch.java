package io.github.quarkustelegram.runtime.replies;

import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.TransportDecorator;
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
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        if (request instanceof AnswerCallbackQuery answer) { // seen when made (this runs when the call starts)
            answers.answered(answer.callbackQueryId());
        }
        return chain.proceed(request);
    }
}
