package io.github.quarkustelegram.runtime.dispatch;

import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.runtime.replies.CallbackAnswerWatch;
import io.github.quarkustelegram.runtime.replies.CallbackAnswers;
import io.quarkus.arc.DefaultBean;

/**
 * The dispatcher's beans besides the dispatcher itself: the router (annotated routes first) and the defaults an
 * application may replace with its own bean: the error hook. The conversation store is chosen with the rest of the
 * state, in {@code runtime.state.StateBeans} (in memory, or shared on Redis).
 */
@Singleton
public class DispatchBeans {

    /** @return the router, holding the annotated handlers' routes; also the {@code TelegramRouter} bean */
    @Produces
    @Singleton
    RouteTable router(Instance<AnnotatedHandlers> annotated) {
        RouteTable table = new RouteTable();
        if (annotated.isResolvable()) {
            annotated.get().routes().forEach(table::add);
        }
        return table;
    }

    /** @return the callback queries being handled and whether they were answered */
    @Produces
    @Singleton
    CallbackAnswers callbackAnswers() {
        return new CallbackAnswers();
    }

    /** @return what tells {@link CallbackAnswers} of every answer the bot sends, a decorator of the client's chain */
    @Produces
    @Singleton
    CallbackAnswerWatch callbackAnswerWatch(CallbackAnswers answers) {
        return new CallbackAnswerWatch(answers);
    }

    @Produces
    @Singleton
    @DefaultBean
    HandlerErrorHook errorHook() {
        return new LoggingErrorHook();
    }
}
