package io.github.quarkustelegram.dispatch;

import io.smallrye.mutiny.Uni;

/**
 * Handles an update the router chose it for. Runs on the thread routing the update, possibly a Vert.x event loop: it
 * must not block there (offload blocking work, e.g. with {@code runSubscriptionOn}). The update counts as handled
 * when the returned {@code Uni} completes; a failure goes to the {@link HandlerErrorHook}.
 */
@FunctionalInterface
public interface UpdateHandler {

    /**
     * @param update the update and what routing found
     * @return completes when the update has been handled
     */
    Uni<Void> handle(UpdateContext update);
}
