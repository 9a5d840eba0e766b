/**
 * What the client's tests share around fake-bot-api's {@code FakeBotApiServer} that needs the client's own classes
 * (the generic part, {@code ExpectedCall}, {@code BotApiAssertions} and {@code SampleFiles}, is in fake-bot-api's
 * {@code io.github.quarkustelegram.testing.server}).
 *
 * <ul>
 * <li>{@link io.github.quarkustelegram.clienttests.SharedFakeBotApi}: one server and the clients pointed at it for a
 * whole test run.</li>
 * <li>{@link io.github.quarkustelegram.clienttests.ExpectedClientCall}: an {@code ExpectedCall} taking the client's
 * {@code InputFile.Upload}s; {@link io.github.quarkustelegram.clienttests.CallAssertions}: a result re-encodes as the
 * fake's answer.</li>
 * </ul>
 *
 * The generated client tests (one class per Bot API method, written by {@code ModelGen emit-tests} into
 * {@code target/generated-test-sources/telegram-tests}) are built on them: model-gen's {@code JavaNames} names these
 * classes.
 */
package io.github.quarkustelegram.clienttests;
