package io.github.quarkustelegram.testing.telegram;

import java.util.List;

import io.github.quarkustelegram.testing.telegram.actions.Action;

/**
 * Where {@link FakeUser}'s actions are carried out: in the fake itself ({@link FakeTelegram}) or over its control API
 * ({@link FakeTelegramClient}). Each side does any {@link Action} the same way, so that a user acts alike on both.
 */
interface UserActions {

    /**
     * @param action what the user does
     * @return the updates it queued, in order, each waiting for its replies on the side that made it; none for an
     *         action that only declares something
     * @throws IllegalArgumentException when the fake's state does not allow it
     */
    List<UserAction> perform(Action action);
}
