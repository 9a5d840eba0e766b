package io.github.quarkustelegram.it.e2e;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.smallrye.mutiny.Uni;

/**
 * The error hook of the end-to-end applications (enabled by their profiles): remembers every handler failure, so a
 * test can assert that none failed, and counts the update as handled, as the default hook does.
 */
@Alternative
@Singleton
public class HandlerFailures implements HandlerErrorHook {

    private final List<String> failures = new CopyOnWriteArrayList<>();

    @Override
    public Uni<Void> onError(UpdateContext update, Throwable failure) {
        failures.add(update.handlerName() + ": " + failure);
        return Uni.createFrom().voidItem();
    }

    /** @return each failure so far, as "handler: exception" */
    public List<String> all() {
        return List.copyOf(failures);
    }
}
