package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Joins a group: a message with {@code new_chat_members}, then a {@code chat_member} update.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the group
 */
public record JoinGroup(long userId, String firstName, long chatId) implements Action {
}
