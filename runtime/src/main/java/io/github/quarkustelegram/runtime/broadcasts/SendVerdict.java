package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.resilience.FloodControlWaitException;

/**
 * What a broadcast does after a recipient's send failed (the client's retry having done what it does first): pure,
 * from the failure alone.
 *
 * @param action what to do
 * @param errorCode Telegram's error code, 0 when the failure was not Telegram's answer
 * @param reason Telegram's description, or the failure's message
 * @param migrateTo the supergroup's id for {@link Action#MIGRATED}
 * @param pause how long to wait for {@link Action#WAIT}
 */
record SendVerdict(Action action, int errorCode, String reason, long migrateTo, Duration pause) {

    /** What to do. */
    enum Action {
        /** The group became a supergroup: send to its new id. */
        MIGRATED,
        /** The chat cannot be reached and will not be: record it, tell the bot, go on. */
        UNREACHABLE,
        /** Telegram asked to slow down (a 429 the client's retry gave back): hold every send, then send again. */
        WAIT,
        /** The request never reached Telegram (flood control's wait ran out, a connection refused): send again. */
        AGAIN,
        /** A fault after which Telegram may have sent it (5xx, a connection lost mid-request): send again, maybe twice. */
        UNCERTAIN,
        /** Anything else (a bad request): record it, go on. */
        FAILED
    }

    /** Descriptions of a 400 that mean the chat is gone for this bot, not that the message is wrong. */
    private static final List<String> GONE = List.of("chat not found", "user not found", "peer_id_invalid",
            "user is deactivated", "user_deactivated", "group chat was deactivated", "bot was kicked",
            "bot is not a member", "have no rights to send", "not enough rights to send", "chat_write_forbidden",
            "bot was blocked");

    private static final Duration DEFAULT_WAIT = Duration.ofSeconds(1);

    /**
     * @param failure the send's failure
     * @return what to do
     */
    static SendVerdict of(Throwable failure) {
        if (failure instanceof TelegramApiException api) {
            String reason = api.description();
            Long migrateTo = api.migrateToChatId();
            if (migrateTo != null) {
                return new SendVerdict(Action.MIGRATED, api.errorCode(), reason, migrateTo, Duration.ZERO);
            }
            int code = api.errorCode();
            if (code == 403 || code == 400 && gone(reason)) {
                return new SendVerdict(Action.UNREACHABLE, code, reason, 0, Duration.ZERO);
            }
            if (code == 429) {
                return new SendVerdict(Action.WAIT, code, reason, 0, orDefault(api.retryAfter()));
            }
            if (code >= 500) {
                return new SendVerdict(Action.UNCERTAIN, code, reason, 0, Duration.ZERO);
            }
            return new SendVerdict(Action.FAILED, code, reason, 0, Duration.ZERO);
        }
        if (failure instanceof TelegramResponseException unreadable) {
            // a proxy's 502 page: a fault on the way, after which Telegram may have sent it
            return new SendVerdict(unreadable.httpStatus() >= 500 ? Action.UNCERTAIN : Action.FAILED, 0,
                    String.valueOf(unreadable.getMessage()), 0, Duration.ZERO);
        }
        if (failure instanceof FloodControlWaitException) {
            return new SendVerdict(Action.AGAIN, 0, String.valueOf(failure.getMessage()), 0, Duration.ZERO);
        }
        if (failure instanceof TelegramNetworkException network) {
            return new SendVerdict(network.mayHaveReachedTelegram() ? Action.UNCERTAIN : Action.AGAIN, 0,
                    String.valueOf(network.getMessage()), 0, Duration.ZERO);
        }
        return new SendVerdict(Action.FAILED, 0, failure.getClass().getSimpleName() + ": " + failure.getMessage(), 0,
                Duration.ZERO);
    }

    private static boolean gone(String description) {
        String lower = description.toLowerCase(Locale.ROOT);
        return GONE.stream().anyMatch(lower::contains);
    }

    private static Duration orDefault(@Nullable Duration retryAfter) {
        return retryAfter == null || retryAfter.isZero() || retryAfter.isNegative() ? DEFAULT_WAIT : retryAfter;
    }
}
