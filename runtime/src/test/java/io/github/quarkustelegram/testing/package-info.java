/**
 * What the client's tests share around the fake Bot API ({@code FakeBotApiServer}, module
 * {@code quarkus-telegram-fake-bot-api}).
 *
 * <ul>
 * <li>{@link io.github.quarkustelegram.testing.ExpectedCall}: the request Telegram must receive (path, content type,
 * every parameter, file parts), checked against a recorded request.</li>
 * <li>{@link io.github.quarkustelegram.testing.SharedFakeBotApi}: one server and the clients pointed at it for a whole
 * test run; {@link io.github.quarkustelegram.testing.CallAssertions} and
 * {@link io.github.quarkustelegram.testing.SampleFiles}: what the generated tests (one class per method, written by
 * {@code ModelGen emit-tests} into {@code target/generated-test-sources/telegram-tests}) have in common.</li>
 * </ul>
 */
package io.github.quarkustelegram.testing;
