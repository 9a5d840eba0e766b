package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.List;

import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * What a test does with a fake Telegram: act as users, and watch what the bot does. {@link FakeTelegram} does it in
 * the same JVM; {@link FakeTelegramClient} over the fake's control API (for a {@code @QuarkusTest} whose fake was
 * started by the extension's Dev Services).
 *
 * <p>
 * The waits end at the first matching step of the transcript <em>after the user's last action in the chat</em>:
 * "user 42 sends /start, then the bot's reply is ..." reads as it is written. An action's own
 * {@link UserAction#reply()} waits after that action: {@code user(42).sends("/start").reply()}.
 */
public interface FakeTelegramDriver {

    /** How long the waits without a timeout wait. */
    Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

    /**
     * A user, who exists from now on with their private chat (so the bot can write to them).
     *
     * @param userId the user's id (positive)
     * @return the user, named {@code User <id>} when first seen
     */
    default FakeUser user(long userId) {
        return user(userId, null);
    }

    /**
     * A user, who exists from now on with their private chat (so the bot can write to them).
     *
     * @param userId the user's id (positive)
     * @param firstName the user's first name, or null to keep the one they have
     * @return the user
     */
    FakeUser user(long userId, String firstName);

    /**
     * Declares a group the bot is a member of, so that users can write in it and the bot can send to it.
     *
     * @param chatId the group's chat id (negative; -100... for a supergroup)
     * @param title its title
     */
    void group(long chatId, String title);

    /**
     * Puts any update in the bot's queue, for the kinds {@link FakeUser} has no action for.
     *
     * @param kind the update kind, e.g. {@code message_reaction}
     * @param payloadJson the object under that kind, as JSON text
     * @return the update's id
     */
    long injectUpdate(String kind, String payloadJson);

    /** @return the conversation so far, every chat, in order */
    List<TranscriptEntry> transcript();

    /**
     * @param chatId a chat
     * @return the reply keyboard the user's client shows in that chat (the latest the bot sent there, until a message
     *         with {@code remove_keyboard}): its buttons' texts, row after row; empty when there is none
     */
    List<List<String>> replyKeyboard(long chatId);

    /**
     * @param chatId the chat
     * @return the first message the bot sent or edited in the chat after the user's last action there
     * @throws AssertionError when none comes within {@link #DEFAULT_TIMEOUT}
     */
    default TranscriptEntry awaitReply(long chatId) {
        return awaitReply(chatId, DEFAULT_TIMEOUT);
    }

    /**
     * @param chatId the chat
     * @param timeout how long to wait
     * @return the first message the bot sent or edited in the chat after the user's last action there
     * @throws AssertionError when none comes in time
     */
    default TranscriptEntry awaitReply(long chatId, Duration timeout) {
        return awaitReplies(chatId, 1, timeout).get(0);
    }

    /**
     * @param chatId the chat
     * @param count how many messages to wait for
     * @param timeout how long to wait for all of them
     * @return the first {@code count} messages the bot sent or edited in the chat after the user's last action there
     * @throws AssertionError when fewer come in time
     */
    List<TranscriptEntry> awaitReplies(long chatId, int count, Duration timeout);

    /**
     * @param method a Bot API method, e.g. {@code answerCallbackQuery}
     * @param timeout how long to wait
     * @return the first call of that method the bot made after the last user action (in any chat)
     * @throws AssertionError when none comes in time
     */
    TranscriptEntry awaitCall(String method, Duration timeout);

    /**
     * The next call of a method the bot made and no one took yet, as the fake received it: path, headers, body,
     * parameters, uploads. Check it with {@code ExpectedCall}.
     *
     * @param method a Bot API method, e.g. {@code sendMessage}
     * @return the request
     * @throws AssertionError when none comes within {@link #DEFAULT_TIMEOUT}
     */
    default RecordedRequest takeRequest(String method) {
        return takeRequest(method, DEFAULT_TIMEOUT);
    }

    /**
     * @param method a Bot API method, e.g. {@code sendMessage}
     * @param timeout how long to wait
     * @return the next call of that method the bot made and no one took yet
     * @throws AssertionError when none comes in time
     */
    RecordedRequest takeRequest(String method, Duration timeout);

    /** Forgets the conversation: users, chats, messages, pending updates, the webhook and the transcript. */
    void reset();
}
