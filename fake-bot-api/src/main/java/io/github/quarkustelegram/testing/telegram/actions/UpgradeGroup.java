package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Upgrades a group to a supergroup (the group's title, members and bot carried over; the group's id refused from then
 * on, 400 with {@code migrate_to_chat_id}): a {@code migrate_to_chat_id} message in the group, then a
 * {@code migrate_from_chat_id} message in the supergroup.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param groupId the group
 * @param supergroupId the supergroup it becomes ({@code -100...}), a chat the fake does not know yet
 */
public record UpgradeGroup(long userId, String firstName, long groupId, long supergroupId) implements Action {
}
