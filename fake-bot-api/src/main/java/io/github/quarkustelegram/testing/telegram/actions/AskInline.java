package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Types an inline query ({@code @bot query}): an {@code inline_query} update.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param query the query text, possibly empty
 */
public record AskInline(long userId, String firstName, String query) implements Action {
}
