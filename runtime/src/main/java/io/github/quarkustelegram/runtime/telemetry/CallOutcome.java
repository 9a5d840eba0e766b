package io.github.quarkustelegram.runtime.telemetry;

import java.util.concurrent.CancellationException;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.NotFoundException;
import io.github.quarkustelegram.error.ServerErrorException;
import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.error.UnauthorizedException;

/**
 * How a call ended, as a metric tag and a span attribute: {@code ok}, or the class of its error. A finite set, read
 * from the exception's type and fields, never from a message.
 */
public enum CallOutcome {
    OK("ok"),
    BAD_REQUEST("bad_request"),
    UNAUTHORIZED("unauthorized"),
    FORBIDDEN("forbidden"),
    NOT_FOUND("not_found"),
    CONFLICT("conflict"),
    TOO_MANY_REQUESTS("too_many_requests"),
    SERVER_ERROR("server_error"),
    /** An {@code "ok": false} answer with another code. */
    API_ERROR("api_error"),
    /** No answer: the connection failed or broke. */
    NETWORK("network"),
    /** No answer in time. */
    TIMEOUT("timeout"),
    /** An answer that is not the Bot API's (a proxy's page, broken JSON). */
    UNREADABLE("unreadable"),
    CANCELLED("cancelled"),
    /** Anything else (a bug, a decorator's own failure). */
    OTHER("other");

    private static final CallOutcome[] VALUES = values();

    private final String tag;

    CallOutcome(String tag) {
        this.tag = tag;
    }

    /** @return the tag value */
    public String tag() {
        return tag;
    }

    /**
     * @param failure how a call failed; null when it did not
     * @return its outcome
     */
    public static CallOutcome of(@Nullable Throwable failure) {
        if (failure == null) {
            return OK;
        }
        if (failure instanceof TelegramApiException) {
            if (failure instanceof BadRequestException) {
                return BAD_REQUEST;
            }
            if (failure instanceof UnauthorizedException) {
                return UNAUTHORIZED;
            }
            if (failure instanceof ForbiddenException) {
                return FORBIDDEN;
            }
            if (failure instanceof NotFoundException) {
                return NOT_FOUND;
            }
            if (failure instanceof ConflictException) {
                return CONFLICT;
            }
            if (failure instanceof TooManyRequestsException) {
                return TOO_MANY_REQUESTS;
            }
            return failure instanceof ServerErrorException ? SERVER_ERROR : API_ERROR;
        }
        if (failure instanceof TelegramNetworkException network) {
            return network.isTimeout() ? TIMEOUT : NETWORK;
        }
        if (failure instanceof TelegramResponseException) {
            return UNREADABLE;
        }
        return failure instanceof CancellationException ? CANCELLED : OTHER;
    }

    /**
     * @param failure how a call failed; null when it did not
     * @return the HTTP status of its answer when one came (200 for a success), else null
     */
    public static @Nullable Integer httpStatus(@Nullable Throwable failure) {
        if (failure == null) {
            return 200;
        }
        if (failure instanceof TelegramApiException api) {
            return api.errorCode();
        }
        return failure instanceof TelegramResponseException response ? response.httpStatus() : null;
    }

    /** @return the number of outcomes, for arrays indexed by {@link #ordinal()} */
    static int count() {
        return VALUES.length;
    }
}
