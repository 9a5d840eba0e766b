package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Sets the language the user's Telegram app is set to: their {@code language_code} in every later update (no update).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param languageCode an IETF tag such as {@code de} or {@code pt-br}, or null for none
 */
public record SetLanguage(long userId, String firstName, String languageCode) implements Action {
}
