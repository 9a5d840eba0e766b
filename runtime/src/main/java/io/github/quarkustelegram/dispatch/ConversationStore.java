package io.github.quarkustelegram.dispatch;

import org.jspecify.annotations.Nullable;

import io.smallrye.mutiny.Uni;

/**
 * Where conversations keep their state. The default keeps it in memory (lost at restart, one instance only); declare
 * a CDI bean of this type to keep it elsewhere (a database, Redis...) so that several instances share it.
 *
 * <p>
 * Implementations must make {@link #compareAndSet} atomic. They may return expired states from {@link #load}
 * (the dispatcher treats them as absent) but should drop them eventually.
 */
public interface ConversationStore {

    /**
     * @param conversation the conversation's name
     * @param key its key
     * @return its state, or null when it has none
     */
    Uni<@Nullable ConversationState> load(String conversation, String key);

    /**
     * Replaces the state if it is still {@code expected}.
     *
     * @param conversation the conversation's name
     * @param key its key
     * @param expected the state the step started from, null when there was none
     * @param next the new state, null to remove it
     * @return whether the state was {@code expected} and is now {@code next}
     */
    Uni<Boolean> compareAndSet(String conversation, String key, @Nullable ConversationState expected,
            @Nullable ConversationState next);
}
