package io.github.quarkustelegram.runtime.state;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.runtime.config.StateConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.github.quarkustelegram.runtime.dispatch.conversations.InMemoryConversationStore;
import io.github.quarkustelegram.runtime.sessions.InMemorySessionStore;
import io.github.quarkustelegram.runtime.streaming.StopRelay;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.state.UpdateLedger;
import io.quarkus.arc.DefaultBean;
import io.quarkus.runtime.ShutdownEvent;

/**
 * The state beans as {@code quarkus.telegram.state.store} says: in memory by default, from the {@link SharedState}
 * on Redis otherwise. Each is a default bean: an application's own bean of the type replaces it.
 */
@Singleton
public class StateBeans {

    /** The config key that chooses the store, for messages. */
    public static final String STORE_KEY = "quarkus.telegram.state.store";
    /** What the build and the start-up say when the store is Redis and the Redis client is missing. */
    public static final String NEEDS_REDIS_CLIENT = STORE_KEY + "=redis needs the quarkus-redis-client extension: add "
            + "the dependency io.quarkus:quarkus-redis-client and set quarkus.redis.hosts";

    @Produces
    @Singleton
    @DefaultBean
    UpdateLedger ledger(TelegramBuildTimeConfig config, Instance<SharedState> shared) {
        if (config.state().store() == StateConfig.Store.MEMORY) {
            return new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY);
        }
        return shared(shared).ledger();
    }

    /**
     * Where conversations keep their state: in this JVM, or on Redis (shared, so that a conversation continues on
     * whichever instance receives its next step).
     */
    @Produces
    @Singleton
    @DefaultBean
    ConversationStore conversationStore(TelegramBuildTimeConfig config, Instance<SharedState> shared) {
        if (config.state().store() == StateConfig.Store.MEMORY) {
            return new InMemoryConversationStore();
        }
        return shared(shared).conversations();
    }

    /**
     * Where the instances collect albums together: only with a shared store (null in memory, where each instance
     * collects the parts it receives, all of them when it is the only one).
     */
    @Produces
    @Dependent
    @Nullable
    SharedAlbums sharedAlbums(TelegramBuildTimeConfig config, Instance<SharedState> shared) {
        if (config.state().store() == StateConfig.Store.MEMORY) {
            return null;
        }
        return shared(shared).albums();
    }

    /**
     * Where session values are kept: in this JVM (bounded, {@code quarkus.telegram.sessions.max-entries}), or on
     * Redis (shared, so that any instance handles a chat's next update with its session).
     */
    @Produces
    @Singleton
    @DefaultBean
    SessionStore sessionStore(TelegramBuildTimeConfig config, TelegramConfig runtime, Instance<SharedState> shared) {
        if (config.state().store() == StateConfig.Store.MEMORY) {
            return new InMemorySessionStore(runtime.sessions().maxEntries());
        }
        return shared(shared).sessions();
    }

    /**
     * How a user's stop reaches the instance that streams its answer: nothing to carry in memory (one instance), the
     * channel every instance hears on Redis.
     */
    @Produces
    @Singleton
    @DefaultBean
    StopRelay stopRelay(TelegramBuildTimeConfig config, Instance<SharedState> shared) {
        if (config.state().store() == StateConfig.Store.MEMORY) {
            return StopRelay.LOCAL;
        }
        return shared(shared).stopRelay();
    }

    /**
     * Leaves the shared state while its client still works: after the receivers stopped (their observer comes first),
     * before Quarkus closes its Redis clients, which it does before it destroys the beans. From the shared state's
     * {@code @PreDestroy}, the flood budget's goodbye reached no client (the bean's destruction failed with an ERROR)
     * and the stopped instance stayed counted in the others' share of the budget until its heartbeat aged out. Here,
     * not on the Redis bean itself: an observer method would make that class a bean even without the Redis client.
     */
    void onStop(@Observes @Priority(Interceptor.Priority.LIBRARY_AFTER) ShutdownEvent event,
            TelegramBuildTimeConfig config, Instance<SharedState> shared) {
        if (config.state().store() != StateConfig.Store.MEMORY && shared.isResolvable()) {
            shared.get().close();
        }
    }

    /** @return the shared state, or a start-up failure saying what is missing */
    static SharedState shared(Instance<SharedState> shared) {
        if (!shared.isResolvable()) {
            throw new IllegalStateException(NEEDS_REDIS_CLIENT);
        }
        return shared.get();
    }
}
