package io.github.quarkustelegram.runtime.broadcasts;

import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.model.Update;

/**
 * Whether users are chatting with the bot: when the last update arrived here, which the broadcasts' pace reads to give
 * the bot's replies their share of the flood budget. One volatile write per update; nothing more is observed.
 */
@Singleton
public class BroadcastActivity implements UpdateListener {

    private volatile long lastUpdateNanos;

    @Override
    public @Nullable UpdateObserver onUpdate(Update update) {
        lastUpdateNanos = System.nanoTime();
        return null;
    }

    /** @return when the last update arrived, as {@code System.nanoTime()}; 0 before any */
    public long lastUpdateNanos() {
        return lastUpdateNanos;
    }
}
