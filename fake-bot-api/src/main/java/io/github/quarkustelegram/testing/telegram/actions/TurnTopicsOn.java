package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Turns a supergroup's topics on ({@code is_forum}; no update).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the supergroup
 */
public record TurnTopicsOn(long userId, String firstName, long chatId) implements Action {
}
