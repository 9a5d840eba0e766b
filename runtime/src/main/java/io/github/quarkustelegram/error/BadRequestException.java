package io.github.quarkustelegram.error;

import org.jspecify.annotations.Nullable;

/**
 * Error code 400. The request was wrong (chat not found, message is not modified, ...). If the group was migrated
 * to a supergroup, {@link #migrateToChatId()} says where it went.
 */
public class BadRequestException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public BadRequestException(String methodName, String description, @Nullable Long migrateToChatId) {
        super(methodName, 400, description, null, migrateToChatId);
    }
}
