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
 *
 * <p>
 * The fake's engine lives in packages below this one, none of which names a type of this one (the faces here build on
 * them, never the other way round): {@code actions} (what users do, one record each), {@code api} (a Bot API call's
 * parameters and refusals), {@code markup} (parse modes and entities), {@code world} (users, chats, messages, the
 * update queue, the transcript), {@code methods} (the Bot API methods, an area per class) and {@code control} (the
 * actions carried out, and the control API's JSON). The chaos plan ({@link io.github.quarkustelegram.testing.telegram.Chaos})
 * is public API, so its engine stays here beside it.
 */
package io.github.quarkustelegram.testing.telegram;
