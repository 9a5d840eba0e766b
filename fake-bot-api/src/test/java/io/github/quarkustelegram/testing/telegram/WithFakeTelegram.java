package io.github.quarkustelegram.testing.telegram;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test class of the fake's own: {@link FakeTelegramExtension} starts a {@link FakeTelegram} on a free port and fills
 * the class's fields of type {@link FakeTelegram}, {@link BotApiCaller} (the bot, calling it with its token) and
 * {@link FakeTelegramClient} (its control API), static or not, before any of the class's own set-up runs.
 *
 * <pre>
 * &#64;WithFakeTelegram(botUsername = "echo_bot")
 * class SomeFakeTest {
 *     static FakeTelegram telegram;
 *     static BotApiCaller bot;
 * }
 * </pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@ExtendWith(FakeTelegramExtension.class)
@interface WithFakeTelegram {

    /** @return the bot's username */
    String botUsername() default FakeTelegram.DEFAULT_BOT_USERNAME;

    /** @return the webhook's first retry delay, in milliseconds; small where a test waits for retries */
    long webhookRetryDelayMillis() default 500;

    /**
     * @return true for a fake of its own for each test, closed after it (a test that sets a chaos plan or a webhook);
     *         false for one fake for the class, {@link FakeTelegram#reset() reset} before each test
     */
    boolean eachTest() default false;
}
