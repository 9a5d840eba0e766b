package io.github.quarkustelegram.runtime.config;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Which Quarkus Security mechanisms for a Mini App's backend are registered ({@code quarkus.telegram.mini-app.*}),
 * fixed at build time: off, an application sees no change; on, it needs Quarkus Security (the
 * {@code quarkus-security} extension, or any extension that brings it). The rest is in {@link MiniAppConfig}.
 */
@ConfigMapping(prefix = "quarkus.telegram.mini-app")
@ConfigRoot(phase = ConfigPhase.BUILD_AND_RUN_TIME_FIXED)
public interface MiniAppBuildTimeConfig {

    /** The Mini App mechanism: {@code Authorization: tma <initData>}. */
    Mechanism auth();

    /** The Login Widget mechanism: {@code Authorization: tglogin <the widget's fields as a query string>}. */
    Mechanism loginWidget();

    /** One mechanism. */
    interface Mechanism {

        /**
         * Whether requests carrying this {@code Authorization} scheme are authenticated as the Telegram user it names
         * (the principal's name is the user's id). Fixed at build time: off, the mechanism is not registered.
         */
        @WithDefault("false")
        boolean enabled();
    }
}
