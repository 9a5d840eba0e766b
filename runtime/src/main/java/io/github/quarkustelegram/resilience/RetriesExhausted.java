package io.github.quarkustelegram.resilience;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * Why the client's retry stopped, attached with {@link Throwable#addSuppressed} to the error it finally
 * fails with. That error is the last attempt's own exception, type unchanged (a {@code TooManyRequestsException}
 * stays one); this record says how many attempts were made, for how long, and why no more, and carries the earlier
 * attempts' errors as its own suppressed exceptions (at most {@value #MAX_EARLIER_ERRORS}).
 *
 * <pre>{@code
 * catch (TelegramException e) {
 *     RetriesExhausted.of(e).ifPresent(r -> log.warnf("%s after %d attempts", r.reason(), r.attempts()));
 * }
 * }</pre>
 *
 * Not attached when the first attempt failed with an error that is never retried (a 400, 403, ...).
 */
public final class RetriesExhausted extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The most earlier errors kept as suppressed exceptions. */
    public static final int MAX_EARLIER_ERRORS = 8;

    /** Why no further attempt was made. */
    public enum Reason {
        /** {@link RetryPolicy#maxAttempts()} attempts were made. */
        MAX_ATTEMPTS,
        /** The next attempt would have started later than {@link RetryPolicy#maxTotalTime()}. */
        MAX_TOTAL_TIME,
        /** Telegram asked to wait longer than {@link RetryPolicy#maxRetryAfter()}. */
        RETRY_AFTER_TOO_LONG,
        /**
         * The request may have reached Telegram and its method is not idempotent ({@link MethodIdempotency}), so
         * repeating it could act twice.
         */
        MAY_HAVE_REACHED_TELEGRAM,
        /** A retry failed with an error that is never retried (e.g. a 400 after a 429). */
        NOT_RETRYABLE
    }

    private final int attempts;
    private final Duration elapsed;
    private final Reason reason;

    /**
     * What the retry layer attaches when it gives up (applications read it with {@link #of(Throwable)}).
     *
     * @param attempts how many attempts were made
     * @param elapsed how long they took in all
     * @param reason why no more
     */
    public RetriesExhausted(int attempts, Duration elapsed, Reason reason) {
        super(message(attempts, elapsed, reason), null, true, false);
        this.attempts = attempts;
        this.elapsed = elapsed;
        this.reason = reason;
    }

    private static String message(int attempts, Duration elapsed, Reason reason) {
        return String.format(Locale.ROOT, "gave up after %d attempt%s in %.3f s: %s", attempts,
                attempts == 1 ? "" : "s", elapsed.toNanos() / 1e9, switch (reason) {
                    case MAX_ATTEMPTS -> "the maximum number of attempts was reached";
                    case MAX_TOTAL_TIME -> "the next attempt would start after the maximum total time";
                    case RETRY_AFTER_TOO_LONG -> "retry_after is longer than the longest wait allowed";
                    case MAY_HAVE_REACHED_TELEGRAM ->
                        "the request may have reached Telegram and the method is not idempotent";
                    case NOT_RETRYABLE -> "the last error is not one to retry";
                });
    }

    /**
     * @param failure an error a the client's retry call failed with
     * @return the record of its attempts, or empty when it was not retried nor stopped by a bound
     */
    public static Optional<RetriesExhausted> of(Throwable failure) {
        for (Throwable suppressed : failure.getSuppressed()) {
            if (suppressed instanceof RetriesExhausted r) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** @return how many attempts were made, the first included */
    public int attempts() {
        return attempts;
    }

    /** @return the time from the start of the first attempt to giving up */
    public Duration elapsed() {
        return elapsed;
    }

    /** @return why no further attempt was made */
    public Reason reason() {
        return reason;
    }
}
