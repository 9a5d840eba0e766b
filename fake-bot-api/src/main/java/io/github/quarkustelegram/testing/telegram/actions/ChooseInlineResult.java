package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Chooses a result the bot offered in its answer to an inline query: a {@code chosen_inline_result} update.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param queryId the inline query, or null for the user's latest answered one offering the result
 * @param resultId the result's id
 */
public record ChooseInlineResult(long userId, String firstName, String queryId, String resultId) implements Action {

    public ChooseInlineResult {
        Action.requireText(resultId, "result_id");
    }
}
