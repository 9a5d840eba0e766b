package io.github.quarkustelegram.testing.telegram;

/** {@link UserActionRepliesContract} for actions made in the fake itself. */
class UserActionRepliesInJvmTest extends UserActionRepliesContract {

    @Override
    FakeTelegramDriver driverOf(FakeTelegram telegram) {
        return telegram;
    }
}
