/**
 * A fake Telegram Bot API for tests, and what the generated client tests share.
 *
 * <ul>
 * <li>{@link io.github.quarkustelegram.testing.FakeBotApiServer}: a real HTTP server (Vert.x, 127.0.0.1) speaking the
 * Bot API's paths; it records each request ({@link io.github.quarkustelegram.testing.RecordedRequest}, multipart
 * parts as {@link io.github.quarkustelegram.testing.RecordedPart}) and answers from per-method scripts of
 * {@link io.github.quarkustelegram.testing.FakeReply}s. Built to be reused by the extension's Dev Services (an
 * embedded fake for dev mode): it can run on a given Vert.x and port, and {@code handle(method, responder)} is where
 * a stateful fake plugs in.</li>
 * <li>{@link io.github.quarkustelegram.testing.ExpectedCall}: the request Telegram must receive (path, content type,
 * every parameter, file parts), checked against a recorded request.</li>
 * <li>{@link io.github.quarkustelegram.testing.SharedFakeBotApi}: one server and the clients pointed at it for a whole
 * test run; {@link io.github.quarkustelegram.testing.CallAssertions} and
 * {@link io.github.quarkustelegram.testing.SampleFiles}: what the generated tests (one class per method, written by
 * {@code ModelGen emit-tests} into {@code target/generated-test-sources/telegram-tests}) have in common.</li>
 * </ul>
 *
 * Nothing here depends on the client under test except {@code SharedFakeBotApi}, which builds it.
 */
package io.github.quarkustelegram.testing;
