package io.github.quarkustelegram.dispatch;

import io.smallrye.mutiny.Uni;

/**
 * Told when a handler (or a middleware) fails. Declare a CDI bean of this type to replace the default, which logs the
 * failure at ERROR with the handler's name and the {@code update_id}.
 *
 * <p>
 * What the update then counts as is the hook's choice, through the {@code Uni} it returns:
 * <ul>
 * <li>completes: the update counts as handled (the default). Telegram will not deliver it again: a handler that fails
 * on a given update ("poison") would otherwise fail again on every redelivery, and the updates of its chat would wait
 * behind it.</li>
 * <li>fails: the update counts as not handled, and the receiver's at-least-once rules apply (long polling tries it
 * again a bounded number of times; a webhook answering after handling makes Telegram redeliver it). Choose this only
 * for failures worth retrying, e.g. a database that is briefly down.</li>
 * </ul>
 * The bot goes on either way.
 */
@FunctionalInterface
public interface HandlerErrorHook {

    /**
     * @param update the update and the handler that failed
     * @param failure what failed
     * @return completes to count the update as handled, fails to count it as not handled
     */
    Uni<Void> onError(UpdateContext update, Throwable failure);
}
