package io.github.quarkustelegram.runtime.dispatch;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.HandlerTimeoutException;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.smallrye.mutiny.Uni;

/**
 * The default {@link HandlerErrorHook}: logs the failure at ERROR, naming the handler and the update, and counts the
 * update as handled so that Telegram does not deliver it again.
 */
public final class LoggingErrorHook implements HandlerErrorHook {

    private static final Logger LOG = Logger.getLogger(LoggingErrorHook.class);

    @Override
    public Uni<Void> onError(UpdateContext update, Throwable failure) {
        if (failure instanceof HandlerTimeoutException) {
            return Uni.createFrom().voidItem(); // the dispatcher has warned already, naming handler and update
        }
        LOG.errorf(failure, "Handler %s failed on update %d (%s); the update counts as handled",
                update.handlerName(), update.update().updateId(),
                update.kind() == null ? "unknown kind" : update.kind().wireName());
        return Uni.createFrom().voidItem();
    }
}
