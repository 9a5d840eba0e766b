package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Blocks the bot (or, {@code blocked} false, restarts it): a {@code my_chat_member} update for the user's private chat.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param blocked true to block, false to restart
 */
public record SetBotBlocked(long userId, String firstName, boolean blocked) implements Action {
}
