package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Sends a photo alone (two sizes with made-up file ids).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param caption the caption, or null
 */
public record SendPhoto(long userId, String firstName, long chatId, String caption) implements Action {
}
