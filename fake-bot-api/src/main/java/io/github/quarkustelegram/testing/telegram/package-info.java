/**
 * A stateful fake Telegram for one bot, the half of {@code quarkus-telegram-fake-bot-api} a bot's tests (and the
 * extension's Dev Services) talk to.
 *
 * <ul>
 * <li>{@link io.github.quarkustelegram.testing.telegram.FakeTelegram}: the bot's identity, users and chats, long
 * polling and webhook delivery, realistic send/edit/answer results and Telegram's errors, a transcript of the
 * conversation; on a {@link io.github.quarkustelegram.testing.server.FakeBotApiServer}, whose scripts can take over
 * any method.</li>
 * <li>{@link io.github.quarkustelegram.testing.telegram.FakeTelegramClient}: drives a fake Telegram over its control
 * API ({@code /fake/}), from a {@code @QuarkusTest} whose fake the Dev Services started, or any other class
 * loader.</li>
 * <li>What a test does with either ({@link io.github.quarkustelegram.testing.telegram.FakeTelegramDriver}): act as a
 * {@link io.github.quarkustelegram.testing.telegram.FakeUser} (each action a
 * {@link io.github.quarkustelegram.testing.telegram.UserAction}), then wait for the bot's reply to it
 * ({@code UserAction.reply()}), a {@link io.github.quarkustelegram.testing.telegram.TranscriptEntry}.</li>
 * </ul>
 */
package io.github.quarkustelegram.testing.telegram;
