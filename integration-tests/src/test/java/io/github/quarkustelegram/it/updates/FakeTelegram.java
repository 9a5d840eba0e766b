package io.github.quarkustelegram.it.updates;

import io.github.quarkustelegram.testing.FakeBotApiServer;

/**
 * Telegram for a receiving test: the fake Bot API server and its getUpdates queue.
 *
 * @param api the server, which records every call the application made
 * @param queue the updates getUpdates hands out
 */
public record FakeTelegram(FakeBotApiServer api, UpdateQueue queue) {
}
