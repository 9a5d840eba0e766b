package io.github.quarkustelegram.runtime.broadcasts;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.updates.PollerLock;

/** The senders' lock of a store in memory: one instance, which always holds it. */
public final class SoleSender implements PollerLock {

    private final String instance;

    /** @param instance this instance's name */
    public SoleSender(String instance) {
        this.instance = instance;
    }

    @Override
    public void start(Runnable changed) {
        // never changes
    }

    @Override
    public boolean held() {
        return true;
    }

    @Override
    public @Nullable String holder() {
        return instance;
    }

    @Override
    public CompletionStage<Void> release() {
        return CompletableFuture.completedFuture(null);
    }
}
