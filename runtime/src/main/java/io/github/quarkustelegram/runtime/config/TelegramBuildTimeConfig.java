package io.github.quarkustelegram.runtime.config;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The part of {@code quarkus.telegram.*} fixed at build time: what the build registers (the webhook route). Everything
 * else is in {@link TelegramConfig}, read at run time.
 */
@ConfigMapping(prefix = "quarkus.telegram")
@ConfigRoot(phase = ConfigPhase.BUILD_AND_RUN_TIME_FIXED)
public interface TelegramBuildTimeConfig {

    /** Receiving updates: what the build registers for it. */
    Updates updates();

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
