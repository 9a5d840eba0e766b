package io.github.quarkustelegram.deployment.devservices;

import java.util.OptionalInt;

import io.quarkus.runtime.LaunchMode;

/**
 * The port the fake Telegram listens on: the configured one; else, in dev mode, {@value #DEV_DEFAULT}, so that curl,
 * a browser and the docs find the fake at the same URL on every start (a free port when another process holds it);
 * else a free port, so that test runs can go side by side.
 *
 * @param port the port to listen on, 0 for a free one
 * @param freeIfTaken whether to listen on a free port when {@code port} is taken (only the dev default; a configured
 *        port is a promise)
 */
record FakeTelegramPort(int port, boolean freeIfTaken) {

    static final int DEV_DEFAULT = 8089;

    static FakeTelegramPort of(OptionalInt configured, LaunchMode mode) {
        if (configured.isPresent()) {
            return new FakeTelegramPort(configured.getAsInt(), false);
        }
        return mode == LaunchMode.DEVELOPMENT ? new FakeTelegramPort(DEV_DEFAULT, true) : new FakeTelegramPort(0, false);
    }
}
