package io.github.quarkustelegram.testing.telegram;

/**
 * What a {@link Chaos} plan did to the bot's calls since it was set.
 *
 * @param calls the calls of the plan's methods
 * @param tooManyRequests those answered 429
 * @param serverErrors those answered 5xx
 * @param connectionResets those whose connection was reset
 * @param slowAnswers those answered late
 * @param conflicts the getUpdates answered 409
 * @param lostWebhookAnswers the webhook deliveries confirmed by the bot and delivered again
 * @param rateLimited the calls answered 429 because they would have gone over the plan's {@link RateLimits} (not
 *        counted in {@code tooManyRequests}, the random ones)
 */
public record ChaosReport(long calls, long tooManyRequests, long serverErrors, long connectionResets,
        long slowAnswers, long conflicts, long lostWebhookAnswers, long rateLimited) {

    /** A report without rate limits (the components before {@link #rateLimited()} existed). */
    public ChaosReport(long calls, long tooManyRequests, long serverErrors, long connectionResets, long slowAnswers,
            long conflicts, long lostWebhookAnswers) {
        this(calls, tooManyRequests, serverErrors, connectionResets, slowAnswers, conflicts, lostWebhookAnswers, 0);
    }

    /** @return the faults of every kind */
    public long faults() {
        return tooManyRequests + serverErrors + connectionResets + slowAnswers + conflicts + lostWebhookAnswers
                + rateLimited;
    }

    @Override
    public String toString() {
        return calls + " calls: " + tooManyRequests + " x 429, " + serverErrors + " x 5xx, " + connectionResets
                + " resets, " + slowAnswers + " slow, " + conflicts + " x 409, " + lostWebhookAnswers
                + " webhook answers lost, " + rateLimited + " x 429 over a rate limit";
    }
}
