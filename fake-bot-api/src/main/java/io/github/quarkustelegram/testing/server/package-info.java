/**
 * A scriptable fake of the Telegram Bot API's HTTP protocol, the half of {@code quarkus-telegram-fake-bot-api} that
 * knows nothing of Telegram's state.
 *
 * <ul>
 * <li>{@link io.github.quarkustelegram.testing.server.FakeBotApiServer}: a real HTTP server (Vert.x, 127.0.0.1)
 * speaking the Bot API's paths ({@code /bot<token>/<method>}, {@code /bot<token>/test/<method>},
 * {@code /file/bot<token>/<path>}). It answers each method from a script of
 * {@link io.github.quarkustelegram.testing.server.FakeReply}s (an envelope, an error, a raw page, a delay, a broken
 * connection) and records each request.</li>
 * <li>{@link io.github.quarkustelegram.testing.server.RecordedRequest} (multipart parts as
 * {@link io.github.quarkustelegram.testing.server.RecordedPart}): a request as it arrived;
 * {@link io.github.quarkustelegram.testing.server.ExpectedCall} checks one against the call Telegram must receive,
 * {@link io.github.quarkustelegram.testing.server.BotApiAssertions} what else a client's test asserts around it.</li>
 * <li>{@link io.github.quarkustelegram.testing.server.FakeBotApiServerClient}: the records read over HTTP, from
 * another class loader or process.</li>
 * <li>{@link io.github.quarkustelegram.testing.server.SampleFiles}: awkward contents to upload and to answer with.</li>
 * </ul>
 *
 * <p>
 * The stateful fake Telegram ({@code io.github.quarkustelegram.testing.telegram}) is built on this server. Both
 * depend on Vert.x and Jackson only, never on the client they stand in for: a bug in the client cannot hide in the
 * fake.
 */
package io.github.quarkustelegram.testing.server;
