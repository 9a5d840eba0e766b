package io.github.quarkustelegram.testing.telegram;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * In a {@code @QuarkusTest}, sets the field to a client of the fake Telegram that the extension's Dev Services started
 * for the application, before the test runs, as {@code @TestHTTPResource} sets a URL:
 *
 * <pre>
 * &#64;QuarkusTest
 * class GreetingBotTest {
 *
 *     &#64;InjectFakeTelegram
 *     FakeTelegramClient telegram;
 *
 *     &#64;Test
 *     void greets() {
 *         assertThat(telegram.user(1, "Ada").sends("/start").reply().text()).isEqualTo("Hello, Ada!");
 *     }
 * }
 * </pre>
 *
 * <p>
 * Underneath, it is {@link FakeTelegramClient#connect(String)} on the application's Bot API URL (its
 * {@code quarkus.telegram.api.base-url}, which Dev Services set to the fake's), the client shared by every test of the
 * application: it keeps nothing of a test, and connecting makes HTTP clients and a call. The fake's conversation is
 * the application's, kept from test to test: give each test its own users, or call {@link FakeTelegramDriver#reset()}.
 *
 * <p>
 * The field is an instance field of type {@link FakeTelegramClient} or {@link FakeTelegramDriver}, in the test class, a
 * superclass or a {@code @Nested} class (or their enclosing class); it is set when JUnit makes the test instance, so
 * {@code @BeforeEach} methods, and {@code @BeforeAll} methods of a per-class instance, see it. A field of another type,
 * a static or a final one, or an application that talks to no fake Telegram (a bot token configured, so Dev Services
 * did not start) fails the test, saying what to change.
 *
 * <p>
 * It needs {@code io.quarkus:quarkus-junit} (the callback that sets the field is one of its
 * {@code QuarkusTestAfterConstructCallback}s); outside a {@code @QuarkusTest} nothing sets the field: connect a
 * {@link FakeTelegramClient} yourself, or use a {@link FakeTelegram} in the test's JVM.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface InjectFakeTelegram {
}
