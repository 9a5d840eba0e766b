package io.github.quarkustelegram.runtime.config;

import java.time.Duration;
import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * How the Mini App and Login Widget mechanisms check what they receive ({@code quarkus.telegram.mini-app.*}), read at
 * run time; whether they are registered is fixed at build time ({@link MiniAppBuildTimeConfig}). The data is checked
 * with {@code quarkus.telegram.bot.token}, which never appears in a log or an error.
 */
@ConfigMapping(prefix = "quarkus.telegram.mini-app")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface MiniAppConfig {

    /** The Mini App mechanism ({@code Authorization: tma <initData>}). */
    Auth auth();

    /** The Login Widget mechanism ({@code Authorization: tglogin <fields>}). */
    LoginWidget loginWidget();

    /**
     * How many payloads each replay guard remembers at most (in memory); past it the oldest is forgotten. Used only
     * where {@code replay-guard} is on.
     */
    @WithDefault("10000")
    int replayCapacity();

    /** The Mini App mechanism. */
    interface Auth {

        /**
         * How old an {@code initData} may be ({@code auth_date}, when the Mini App was opened). A Mini App sends the
         * same one with every request for as long as it stays open, so this is also the longest a Mini App session
         * lasts without being reopened.
         */
        @WithDefault("1h")
        Duration maxAge();

        /** How far in the future an {@code auth_date} may be (this server's clock and Telegram's differ a little). */
        @WithDefault("30s")
        Duration clockSkew();

        /**
         * Whether each {@code initData} is accepted once only (remembered in memory until it expires). Off by default:
         * a Mini App sends the same {@code initData} with every request; on, where the Mini App exchanges it once for
         * a session of the application's own.
         */
        @WithDefault("false")
        boolean replayGuard();

        /**
         * The id of the bot whose Mini App is checked without its token: set, {@code initData}'s Ed25519
         * {@code signature} is checked with Telegram's public key (the test environment's with
         * {@code quarkus.telegram.api.test-environment}) instead of its {@code hash} with the token.
         */
        Optional<Long> thirdPartyBotId();
    }

    /** The Login Widget mechanism. */
    interface LoginWidget {

        /** How old the widget's data may be ({@code auth_date}, when the user logged in). */
        @WithDefault("1h")
        Duration maxAge();

        /** How far in the future an {@code auth_date} may be. */
        @WithDefault("30s")
        Duration clockSkew();

        /**
         * Whether each login is accepted once only (remembered in memory until it expires): right where the
         * widget's data is exchanged once for a session of the application's own.
         */
        @WithDefault("false")
        boolean replayGuard();
    }
}
