package io.github.quarkustelegram.runtime.config;

import java.time.Duration;
import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigDocDefault;
import io.smallrye.config.WithDefault;

/**
 * The state the instances of one bot share when it runs as several ({@code quarkus.telegram.state.*}): which updates
 * were handled, whose turn each chat is, the flood-control budget, conversations and which instance polls. In memory
 * by default (one instance); on Redis with {@code quarkus.telegram.state.store=redis} (fixed at build time) and the
 * {@code quarkus-redis-client} extension.
 */
public interface StateConfig {

    /** Where the shared state is kept. */
    enum Store {
        /** In this JVM: right for one instance, and free. */
        MEMORY,
        /** On Redis, through the Quarkus Redis client named by {@code redis-client}: shared by every instance. */
        REDIS
    }

    /**
     * The prefix of every key this bot writes to Redis, so that several bots can share one Redis. Unset:
     * {@code telegram:<bot id>:}, the bot id being the number before the colon of the token (never the token).
     */
    @ConfigDocDefault("telegram:<bot id>:")
    Optional<String> keyPrefix();

    /**
     * How long a handled update is remembered, so that a redelivery to any instance is acknowledged without being
     * handled again. Telegram delivers again within minutes of a late or failed answer.
     */
    @WithDefault("10m")
    Duration handledWindow();

    /**
     * How long an instance's claim on an update it is handling (and on its chat's turn) lasts without being renewed.
     * It is renewed while the handling runs; an instance that dies lets it expire, and the update is handled again by
     * the instance it is delivered to next.
     */
    @WithDefault("15s")
    Duration lease();

    /**
     * How long a chat keeps the place of an update whose instance died while handling it (or while it waited for the
     * chat's turn): once its claim expired, the chat's next updates wait until Telegram delivers it again (a webhook
     * delivery that got no answer, a poller's batch fetched again by the instance that takes over), so that it is still
     * handled before them. Past this the chat goes on without it, logged once. At most the lease plus this, a chat
     * waits for a dead instance.
     */
    @WithDefault("30s")
    Duration redeliveryWait();

    /**
     * How long the poller's lock lasts without being renewed: with several instances in polling mode, only the one
     * holding the lock polls, and the others wait, ready. The holder renews it every third of this; when it dies (or
     * loses Redis) its lock expires and another instance takes over within about this long, continuing from Telegram's
     * confirmed offset. A holder that could not renew stops polling (cancelling its long poll) a third of this before
     * its lock can expire, so that two instances never poll at once; a holder that stops releases the lock, and the
     * next instance takes over within a third of this. Shorter: a faster takeover, for more Redis calls (three per
     * instance per timeout).
     */
    @WithDefault("10s")
    Duration pollerLock();

    /**
     * How often each instance tells Redis it is alive. The flood-control budget is shared on Redis; while Redis is
     * unreachable, each instance keeps to its share of it: the rates divided by the number of instances last seen
     * alive.
     */
    @WithDefault("1s")
    Duration instanceHeartbeat();

    /**
     * How recently an instance must have told Redis it is alive to count among those sharing the flood-control
     * budget (a few heartbeats, so that a late one does not make it vanish).
     */
    @WithDefault("3s")
    Duration instanceAliveWindow();
}
