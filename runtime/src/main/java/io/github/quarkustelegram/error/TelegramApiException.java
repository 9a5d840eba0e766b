package io.github.quarkustelegram.error;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

/**
 * Telegram answered {@code "ok": false}. Carries what Telegram said: {@code error_code}, {@code description} and
 * the {@code parameters} ({@code retry_after}, {@code migrate_to_chat_id}). Use {@link #of} to get the subclass
 * matching the error code.
 */
public class TelegramApiException extends TelegramException {

    private static final long serialVersionUID = 1L;

    private final int errorCode;
    private final String description;
    private final @Nullable Duration retryAfter;
    private final @Nullable Long migrateToChatId;

    public TelegramApiException(String methodName, int errorCode, String description, @Nullable Duration retryAfter,
            @Nullable Long migrateToChatId) {
        super(methodName, "[" + errorCode + "] " + description
                + (retryAfter != null ? " (retry after " + retryAfter.toSeconds() + " s)" : "")
                + (migrateToChatId != null ? " (chat migrated to " + migrateToChatId + ")" : ""), null);
        this.errorCode = errorCode;
        this.description = description;
        this.retryAfter = retryAfter;
        this.migrateToChatId = migrateToChatId;
    }

    /** The exception for an {@code "ok": false} answer: a subclass per well-known error code. */
    public static TelegramApiException of(String methodName, int errorCode, String description,
            @Nullable Duration retryAfter, @Nullable Long migrateToChatId) {
        return switch (errorCode) {
            case 400 -> new BadRequestException(methodName, description, migrateToChatId);
            case 401 -> new UnauthorizedException(methodName, description);
            case 403 -> new ForbiddenException(methodName, description);
            case 404 -> new NotFoundException(methodName, description);
            case 409 -> new ConflictException(methodName, description);
            case 429 -> new TooManyRequestsException(methodName, description, retryAfter);
            default -> errorCode >= 500
                    ? new ServerErrorException(methodName, errorCode, description, retryAfter)
                    : new TelegramApiException(methodName, errorCode, description, retryAfter, migrateToChatId);
        };
    }

    /** Telegram's {@code error_code}; it mirrors the HTTP status. */
    public int errorCode() {
        return errorCode;
    }

    /** Telegram's {@code description}, e.g. "Bad Request: chat not found". */
    public String description() {
        return description;
    }

    /** {@code parameters.retry_after}: how long to wait before repeating the request, or null. */
    public @Nullable Duration retryAfter() {
        return retryAfter;
    }

    /** {@code parameters.migrate_to_chat_id}: the supergroup a group was migrated to, or null. */
    public @Nullable Long migrateToChatId() {
        return migrateToChatId;
    }
}
