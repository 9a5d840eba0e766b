package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Makes the bot an administrator of a group (the user becomes its owner if it has none): {@code my_chat_member}.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the group
 */
public record PromoteBot(long userId, String firstName, long chatId) implements Action {
}
