package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Asks to join a group: a {@code chat_join_request} update.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the group
 */
public record RequestToJoin(long userId, String firstName, long chatId) implements Action {
}
