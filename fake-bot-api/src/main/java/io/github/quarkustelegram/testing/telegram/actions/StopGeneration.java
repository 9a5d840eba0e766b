package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Presses the stop button of the draft the bot streams in the chat ({@code sendMessageDraft} with {@code can_stop}).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 */
public record StopGeneration(long userId, String firstName, long chatId) implements Action {
}
