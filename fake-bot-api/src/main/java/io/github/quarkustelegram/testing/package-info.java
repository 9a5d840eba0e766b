/**
 * A fake Telegram Bot API: {@link io.github.quarkustelegram.testing.FakeBotApiServer}, a real HTTP server (Vert.x,
 * 127.0.0.1) speaking the Bot API's paths ({@code /bot<token>/<method>}, {@code /bot<token>/test/<method>},
 * {@code /file/bot<token>/<path>}). It records each request ({@link io.github.quarkustelegram.testing.RecordedRequest},
 * multipart parts as {@link io.github.quarkustelegram.testing.RecordedPart}) and answers from per-method scripts of
 * {@link io.github.quarkustelegram.testing.FakeReply}s; {@code handle(method, responder)} is where a stateful fake
 * plugs in. It runs on a given Vert.x and port, so tests and the extension's Dev Services share it.
 *
 * <p>{@link io.github.quarkustelegram.testing.FakeTelegram} builds a stateful fake Telegram on it (the bot's identity,
 * users and chats, long polling and webhook delivery, realistic send/edit/answer results, a transcript of the
 * conversation); {@link io.github.quarkustelegram.testing.FakeTelegramClient} drives one over its control API, from a
 * {@code @QuarkusTest} whose fake the extension's Dev Services started.
 *
 * <p>It depends on Vert.x and Jackson only, never on the client it stands in for: a bug in the client cannot hide in
 * the fake.
 */
package io.github.quarkustelegram.testing;
