/**
 * The fake's glue to Quarkus's test framework: what makes
 * {@link io.github.quarkustelegram.testing.telegram.InjectFakeTelegram} work in a {@code @QuarkusTest}. Not part of
 * the fake's API and free to change; only {@code InjectFakeTelegramCallback} names a Quarkus type.
 */
package io.github.quarkustelegram.testing.quarkus;
