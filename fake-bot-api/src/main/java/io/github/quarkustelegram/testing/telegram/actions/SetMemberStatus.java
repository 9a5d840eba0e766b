package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Declares the user's status in a group, as a test does (no update).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the group
 * @param status {@code creator}, {@code administrator} or {@code member}
 */
public record SetMemberStatus(long userId, String firstName, long chatId, String status) implements Action {

    public SetMemberStatus {
        Action.requireText(status, "status");
    }
}
