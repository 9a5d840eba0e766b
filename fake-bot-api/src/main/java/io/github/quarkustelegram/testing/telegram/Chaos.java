package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A fault plan for a {@link FakeTelegram}: how often, and how, the fake fails the bot's calls, so that a test proves a
 * bot survives what Telegram and the network do to it in production. Immutable; {@link #NONE} (the default) fails
 * nothing.
 *
 * <p>
 * Each call of one of {@link #methods()} (by default {@code getUpdates} and every {@code send*}) draws one fault,
 * or none, from a random generator seeded with {@link #seed()}, <em>before the fake acts on it</em>:
 * <ul>
 * <li>{@link #tooManyRequests()}: 429 "Too Many Requests: retry after N", {@code parameters.retry_after} =
 * {@link #retryAfter()} (whole seconds) and a {@code Retry-After} header;</li>
 * <li>{@link #serverErrors()}: a 5xx, a Bot API 500 "Internal Server Error" or a proxy's HTML 502 "Bad Gateway";</li>
 * <li>{@link #connectionResets()}: no answer, the connection reset (TCP RST) once the request arrived;</li>
 * <li>{@link #slowAnswers()}: the call is carried out and answered after {@link #slowAnswerDelay()}.</li>
 * </ul>
 * A faulted call did nothing: no message was sent, no update confirmed. (Telegram may act and then fail to answer;
 * the fake does not, so that a test can count on "every reply exactly once" when the bot retries what failed.) Besides:
 * <ul>
 * <li>{@link #conflicts()}: that many {@code getUpdates} (from the second on) answer 409 "Conflict: terminated by
 * other getUpdates request", as when another instance of the bot polls;</li>
 * <li>{@link #lostWebhookAnswers()}: a webhook delivery the bot answered 2xx counts as failed, as if the answer
 * was lost on the way: the update is delivered again, though the bot had it;</li>
 * <li>{@link #rateLimits()}: Telegram's rate limits, checked in sliding windows ({@link RateLimits}; off unless asked,
 * {@link Builder#telegramRateLimits()} for Telegram's own): a send that would go over one is answered 429 with
 * {@code parameters.retry_after}, as Telegram answers a bot that sends too fast, and not carried out;
 * {@link ChaosReport#rateLimited()} counts them and {@link FakeTelegram#rateLimited()} lists them.</li>
 * </ul>
 *
 * <p>
 * The same seed gives the same sequence of draws; with calls made concurrently, which call gets which draw
 * depends on their order of arrival.
 *
 * <pre>{@code
 * Chaos chaos = Chaos.builder(42)
 *         .tooManyRequests(0.002, Duration.ofSeconds(1))
 *         .serverErrors(0.02)
 *         .connectionResets(0.02)
 *         .slowAnswers(0.02, Duration.ofMillis(30))
 *         .conflicts(1)
 *         .build();
 * }</pre>
 *
 * @param seed the seed of the draws
 * @param tooManyRequests the probability of a 429 for a call
 * @param retryAfter the {@code retry_after} of the 429s, whole seconds, at least 1
 * @param serverErrors the probability of a 5xx
 * @param connectionResets the probability of a connection reset
 * @param slowAnswers the probability of a slow answer
 * @param slowAnswerDelay how late a slow answer comes
 * @param conflicts how many {@code getUpdates} answer 409, as to a competing poller
 * @param lostWebhookAnswers the probability that a webhook delivery the bot confirmed is delivered again
 * @param methods the methods that get faults: exact names or prefixes ending in {@code *} (any case)
 * @param rateLimits the rate limits checked in sliding windows ({@link RateLimits#NONE}: none)
 */
public record Chaos(long seed, double tooManyRequests, Duration retryAfter, double serverErrors,
        double connectionResets, double slowAnswers, Duration slowAnswerDelay, int conflicts,
        double lostWebhookAnswers, List<String> methods, RateLimits rateLimits) {

    /** The methods that get faults unless others are named. */
    public static final List<String> DEFAULT_METHODS = List.of("getUpdates", "send*");

    /** No fault at all. */
    public static final Chaos NONE = builder(0).build();

    public Chaos {
        probability("tooManyRequests", tooManyRequests);
        probability("serverErrors", serverErrors);
        probability("connectionResets", connectionResets);
        probability("slowAnswers", slowAnswers);
        probability("lostWebhookAnswers", lostWebhookAnswers);
        if (tooManyRequests + serverErrors + connectionResets + slowAnswers > 1.0 + 1e-9) {
            throw new IllegalArgumentException("A call gets one fault at most: the probabilities add up to more "
                    + "than 1");
        }
        Objects.requireNonNull(retryAfter, "retryAfter");
        if (retryAfter.toSeconds() < 1) {
            throw new IllegalArgumentException("retry_after is whole seconds, at least 1: " + retryAfter);
        }
        Objects.requireNonNull(slowAnswerDelay, "slowAnswerDelay");
        if (slowAnswerDelay.isNegative()) {
            throw new IllegalArgumentException("A negative delay: " + slowAnswerDelay);
        }
        if (conflicts < 0) {
            throw new IllegalArgumentException("A negative number of conflicts: " + conflicts);
        }
        methods = List.copyOf(methods);
        Objects.requireNonNull(rateLimits, "rateLimits");
    }

    /** A plan without rate limits (the components before {@link #rateLimits()} existed). */
    public Chaos(long seed, double tooManyRequests, Duration retryAfter, double serverErrors, double connectionResets,
            double slowAnswers, Duration slowAnswerDelay, int conflicts, double lostWebhookAnswers,
            List<String> methods) {
        this(seed, tooManyRequests, retryAfter, serverErrors, connectionResets, slowAnswers, slowAnswerDelay,
                conflicts, lostWebhookAnswers, methods, RateLimits.NONE);
    }

    /**
     * @param seed the seed of the random draws
     * @return a builder of a plan with no fault yet
     */
    public static Builder builder(long seed) {
        return new Builder(seed);
    }

    /** @return whether this plan makes any fault */
    public boolean isActive() {
        return tooManyRequests + serverErrors + connectionResets + slowAnswers + lostWebhookAnswers > 0
                || conflicts > 0 || rateLimits.isActive();
    }

    /**
     * @param method a Bot API method name (any case)
     * @return whether its calls get faults
     */
    public boolean appliesTo(String method) {
        String name = method.toLowerCase(Locale.ROOT);
        for (String pattern : methods) {
            String p = pattern.toLowerCase(Locale.ROOT).strip();
            if (p.endsWith("*") ? name.startsWith(p.substring(0, p.length() - 1)) : name.equals(p)) {
                return true;
            }
        }
        return false;
    }

    private static void probability(String name, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException(name + " is a probability, from 0 to 1: " + value);
        }
    }

    /** Builds a {@link Chaos}. */
    public static final class Builder {
        private final long seed;
        private double tooManyRequests;
        private Duration retryAfter = Duration.ofSeconds(1);
        private double serverErrors;
        private double connectionResets;
        private double slowAnswers;
        private Duration slowAnswerDelay = Duration.ofMillis(50);
        private int conflicts;
        private double lostWebhookAnswers;
        private List<String> methods = DEFAULT_METHODS;
        private RateLimits rateLimits = RateLimits.NONE;

        private Builder(long seed) {
            this.seed = seed;
        }

        /** @param probability of a 429 with the default {@code retry_after}, 1 s @return this builder */
        public Builder tooManyRequests(double probability) {
            this.tooManyRequests = probability;
            return this;
        }

        /**
         * @param probability of a 429
         * @param retryAfter its {@code retry_after} (whole seconds, at least 1)
         * @return this builder
         */
        public Builder tooManyRequests(double probability, Duration retryAfter) {
            this.tooManyRequests = probability;
            this.retryAfter = retryAfter;
            return this;
        }

        /** @param probability of a 5xx @return this builder */
        public Builder serverErrors(double probability) {
            this.serverErrors = probability;
            return this;
        }

        /** @param probability of a connection reset @return this builder */
        public Builder connectionResets(double probability) {
            this.connectionResets = probability;
            return this;
        }

        /** @param probability of a slow answer, 50 ms late @return this builder */
        public Builder slowAnswers(double probability) {
            this.slowAnswers = probability;
            return this;
        }

        /**
         * @param probability of a slow answer
         * @param delay how late it comes
         * @return this builder
         */
        public Builder slowAnswers(double probability, Duration delay) {
            this.slowAnswers = probability;
            this.slowAnswerDelay = delay;
            return this;
        }

        /** @param count how many getUpdates answer 409, as to a competing poller @return this builder */
        public Builder conflicts(int count) {
            this.conflicts = count;
            return this;
        }

        /** @param probability that a confirmed webhook delivery is delivered again @return this builder */
        public Builder lostWebhookAnswers(double probability) {
            this.lostWebhookAnswers = probability;
            return this;
        }

        /** @param methods the methods that get faults (exact names, or prefixes ending in *) @return this builder */
        public Builder methods(List<String> methods) {
            this.methods = List.copyOf(methods);
            return this;
        }

        /**
         * @param limits the rate limits to check in sliding windows, answering 429 with {@code retry_after} above
         *        them
         * @return this builder
         */
        public Builder rateLimits(RateLimits limits) {
            this.rateLimits = Objects.requireNonNull(limits, "limits");
            return this;
        }

        /**
         * @return this builder, checking Telegram's limits ({@link RateLimits#telegram()}: 30/s, 1/s a chat, 20/min a group)
         */
        public Builder telegramRateLimits() {
            return rateLimits(RateLimits.telegram());
        }

        /** @return the plan */
        public Chaos build() {
            return new Chaos(seed, tooManyRequests, retryAfter, serverErrors, connectionResets, slowAnswers,
                    slowAnswerDelay, conflicts, lostWebhookAnswers, methods, rateLimits);
        }
    }
}
