package io.github.quarkustelegram.testing.telegram;

/**
 * {@link UserActionRepliesContract} for actions made over the fake's control API, as a {@code @QuarkusTest} makes them:
 * the action's step goes there and back, and the fake waits after it.
 */
class UserActionRepliesOverHttpTest extends UserActionRepliesContract {

    @Override
    FakeTelegramDriver driverOf(FakeTelegram telegram) {
        return FakeTelegramClient.connect(telegram.baseUrl());
    }
}
