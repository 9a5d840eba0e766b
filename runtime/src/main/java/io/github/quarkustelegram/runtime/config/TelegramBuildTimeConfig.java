package io.github.quarkustelegram.runtime.config;

import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The part of {@code quarkus.telegram.*} fixed at build time: what the build registers (the webhook route, the Redis
 * client of the shared state). Everything
 * else is in {@link TelegramConfig}, read at run time.
 */
@ConfigMapping(prefix = "quarkus.telegram")
@ConfigRoot(phase = ConfigPhase.BUILD_AND_RUN_TIME_FIXED)
public interface TelegramBuildTimeConfig {

    /** Receiving updates: what the build registers for it. */
    Updates updates();

    /** The state the instances of a bot share: what the build registers for it. */
    State state();

    /** The state the instances of a bot share. */
    interface State {

        /**
         * Where the state the instances of a bot share is kept: {@code memory} (one instance: nothing is shared) or
         * {@code redis} (several instances share one Redis; needs the {@code quarkus-redis-client} extension and its
         * {@code quarkus.redis.hosts}, or {@code quarkus.redis.<name>.hosts} with {@code redis-client}). Fixed at
         * build time: the build registers the Redis beans only for {@code redis}.
         */
        @WithDefault("memory")
        StateConfig.Store store();

        /**
         * The Quarkus Redis client the shared state uses ({@code quarkus.redis.<name>.hosts}) when
         * {@code quarkus.telegram.state.store} is {@code redis}. Unset: the default client ({@code quarkus.redis.hosts}).
         */
        Optional<String> redisClient();
    }

    /** Receiving updates: what the build registers for it. */
    interface Updates {

        /** The webhook. */
        Webhook webhook();
    }

    /** The webhook. */
    interface Webhook {

        /**
         * The path of the webhook route, relative to {@code quarkus.http.root-path}. The route exists in every mode
         * but answers updates only when {@code quarkus.telegram.updates.mode} is {@code webhook} (otherwise the
         * request falls through, usually to a 404). The public URL given to Telegram
         * ({@code quarkus.telegram.updates.webhook.url}) must reach this path.
         */
        @WithDefault("/telegram/webhook")
        String path();
    }
}
