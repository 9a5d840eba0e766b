package io.github.quarkustelegram.demo;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.smallrye.mutiny.Uni;

/**
 * What happens when a handler fails: the failure is logged, and the user is told rather than left waiting. The hook
 * never fails itself, so the update counts as handled and Telegram does not send it again (it would fail again). It is
 * the application's one error hook, for every handler; a handler class that knows better answers its own failures with
 * {@code @OnError} methods first.
 */
// tag::error-hook[]
@Singleton
public class ApologizingErrorHook implements HandlerErrorHook {

    private static final Logger LOG = Logger.getLogger(ApologizingErrorHook.class);

    @Override
    public Uni<Void> onError(UpdateContext update, Throwable failure) {
        LOG.errorf(failure, "%s failed on update %d", update.handlerName(), update.update().updateId());
        if (update.chat() == null) {
            return Uni.createFrom().voidItem();
        }
        return update.reply("Sorry, something went wrong.") // in the update's chat, and its forum topic
                .onFailure().invoke(e -> LOG.warnf("Could not apologise: %s", e.getMessage()))
                .onFailure().recoverWithNull().replaceWithVoid();
    }
}
// end::error-hook[]
