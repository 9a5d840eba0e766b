package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.List;

/**
 * Where a {@link UserAction} waits for the bot's replies to it: the transcript of a fake in this JVM
 * ({@link FakeTelegram}), or the control API of one elsewhere ({@link FakeTelegramClient}). It is what an action keeps
 * of the fake it came from, so that {@link UserAction#reply()} needs nothing else from the test.
 */
interface ReplyWaits {

    /**
     * @param step the transcript step the action wrote (its {@link TranscriptEntry#sequence()}): the wait starts after
     *        it, not after the user's last action in the chat
     * @param chatId the action's chat
     * @param count how many messages to wait for
     * @param timeout how long to wait for all of them
     * @return the first {@code count} messages the bot sent or edited in the chat after that step
     * @throws AssertionError when fewer come in time
     */
    List<TranscriptEntry> repliesAfter(long step, long chatId, int count, Duration timeout);
}
