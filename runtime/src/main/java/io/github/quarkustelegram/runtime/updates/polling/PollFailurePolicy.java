package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.Locale;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.error.UnauthorizedException;

/**
 * What a failed getUpdates leads to: a pure function of the failure and the failures in a row before it, so that every
 * rule is tested without a timer or a socket.
 * <ul>
 * <li>401: {@link Stop}; retrying would not help.</li>
 * <li>409 while a webhook is set: {@link Stop}, or {@link DeleteWebhook} when polling is told to delete it.</li>
 * <li>429 with {@code retry_after}: {@link Wait} what Telegram asks, at most {@value #MAX_RETRY_AFTER_HOURS} hour; not
 * counted as a failure in a row.</li>
 * <li>409 from another poller, and every other failure: {@link Wait} the backoff, doubling from the initial one up to
 * the longest; WARN on the first failure of a streak, DEBUG on the others.</li>
 * </ul>
 */
public final class PollFailurePolicy {

    /** The longest wait a 429's retry_after may impose: a larger one is capped (a huge one would overflow a timer). */
    public static final int MAX_RETRY_AFTER_HOURS = 1;
    static final Duration MAX_RETRY_AFTER = Duration.ofHours(MAX_RETRY_AFTER_HOURS);

    /** What to do after a failed getUpdates. */
    public sealed interface Decision permits Stop, DeleteWebhook, Wait {

        /** Says what was decided, but a stop (the loop logs it as it fails). @param log the loop's logger */
        default void log(Logger log) {
            if (this instanceof Wait wait) {
                log.log(wait.level(), wait.line());
            } else if (this instanceof DeleteWebhook delete) {
                log.warn(delete.warning());
            }
        }
    }

    /** @param error the one ERROR to log: polling stops ({@code FAILED}) until started again */
    public record Stop(String error) implements Decision {
    }

    /** @param warning the WARN to log before the webhook is deleted and polling goes on */
    public record DeleteWebhook(String warning) implements Decision {
    }

    /**
     * @param delay how long to wait before the next getUpdates
     * @param failuresInARow the failures in a row, this one included when it counts
     * @param level the level of the line
     * @param line what to log
     */
    public record Wait(Duration delay, int failuresInARow, Logger.Level level, String line) implements Decision {
    }

    private final Duration initialBackoff;
    private final Duration maxBackoff;
    private final boolean deleteWebhook;

    /**
     * @param initialBackoff the wait after the first failure of a streak
     * @param maxBackoff the longest wait
     * @param deleteWebhook whether a webhook found set is deleted
     */
    public PollFailurePolicy(Duration initialBackoff, Duration maxBackoff, boolean deleteWebhook) {
        this.initialBackoff = initialBackoff;
        this.maxBackoff = maxBackoff;
        this.deleteWebhook = deleteWebhook;
    }

    /**
     * @param failure why getUpdates failed
     * @param failuresInARow the failures in a row before this one (0 after a success)
     * @return what to do
     */
    public Decision decide(Throwable failure, int failuresInARow) {
        if (failure instanceof UnauthorizedException) {
            return new Stop("Long polling stopped: the Bot API rejected the bot token (401 Unauthorized). Check "
                    + "quarkus.telegram.bot.token (the token BotFather gave; revoked tokens stop working).");
        }
        if (failure instanceof ConflictException conflict && webhookIsSet(conflict)) {
            if (!deleteWebhook) {
                return new Stop("Long polling stopped: a webhook is set for this bot, and Telegram gives its updates "
                        + "to the webhook only (409 " + conflict.description() + "). Either delete it (deleteWebhook) or "
                        + "let polling delete it (quarkus.telegram.updates.polling.delete-webhook=true), or receive "
                        + "updates by webhook.");
            }
            return new DeleteWebhook("A webhook is set for this bot (409 " + conflict.description() + "): deleting it, "
                    + "as polling is told to, then polling again");
        }
        if (failure instanceof TooManyRequestsException tooMany && tooMany.retryAfter() != null) {
            Duration asked = tooMany.retryAfter();
            Duration delay = min(asked, MAX_RETRY_AFTER);
            return new Wait(delay, failuresInARow, Logger.Level.WARN, String.format(
                    "getUpdates: too many requests, polling again in %d s as Telegram asks%s", delay.toSeconds(),
                    delay.equals(asked) ? "" : " (it asked " + asked.toSeconds() + " s: capped)"));
        }
        int inARow = failuresInARow + 1;
        Duration delay = backoff(inARow);
        if (failure instanceof ConflictException conflict) {
            // another poller with this token: a deploy in progress; the one left polling receives everything
            return inARow == 1
                    ? new Wait(delay, inARow, Logger.Level.WARN, String.format("getUpdates: another instance polls "
                            + "with this bot's token (409 %s); polling goes on, again in %d ms: updates go to one of "
                            + "the instances until the other stops", conflict.description(), delay.toMillis()))
                    : new Wait(delay, inARow, Logger.Level.DEBUG, String.format("getUpdates conflicted with another "
                            + "poller %d times in a row; again in %d ms", inARow, delay.toMillis()));
        }
        return inARow == 1
                ? new Wait(delay, inARow, Logger.Level.WARN, String.format("getUpdates failed (%s); polling again in "
                        + "%d ms, waiting up to %d ms between attempts while it keeps failing", failure,
                        delay.toMillis(), maxBackoff.toMillis()))
                : new Wait(delay, inARow, Logger.Level.DEBUG, String.format("getUpdates failed %d times in a row (%s); "
                        + "polling again in %d ms", inARow, failure, delay.toMillis()));
    }

    /**
     * @param failuresInARow the failures in a row before a success
     * @return the INFO line saying polling works again, or null when nothing failed
     */
    public static @Nullable String recovery(int failuresInARow) {
        return failuresInARow > 0 ? "getUpdates works again after " + failuresInARow + " failures in a row" : null;
    }

    /** @return the wait after the n-th failure in a row (n from 1): the initial backoff doubled n - 1 times, capped */
    Duration backoff(int failuresInARow) {
        Duration delay = initialBackoff;
        for (int i = 1; i < failuresInARow && delay.compareTo(maxBackoff) < 0; i++) {
            delay = min(delay.multipliedBy(2), maxBackoff);
        }
        return min(delay, maxBackoff);
    }

    /** Whether a 409 means a webhook is set (rather than another poller): Telegram's description says so. */
    private static boolean webhookIsSet(ConflictException conflict) {
        String description = conflict.description();
        return description != null && description.toLowerCase(Locale.ROOT).contains("webhook");
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
