package io.github.quarkustelegram.testing.telegram.actions;

import java.util.List;

/**
 * Votes in a poll the bot sent: {@code poll_answer} (not anonymous) and {@code poll} updates.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param messageId the poll's message, or 0 for the bot's latest poll in the chat
 * @param optionIds the chosen options, 0-based; none retracts the vote
 */
public record AnswerPoll(long userId, String firstName, long chatId, long messageId,
        List<Integer> optionIds) implements Action {

    public AnswerPoll {
        optionIds = optionIds == null ? List.of() : List.copyOf(optionIds);
    }
}
