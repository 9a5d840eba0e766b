package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Writes, as a customer, to the business account of another user: a {@code business_message} update.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param ownerId the business account's owner
 * @param text the text
 */
public record WriteToBusiness(long userId, String firstName, long ownerId, String text) implements Action {

    public WriteToBusiness {
        Action.requireText(text, "text");
    }
}
