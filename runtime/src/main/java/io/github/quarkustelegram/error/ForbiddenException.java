package io.github.quarkustelegram.error;

/**
 * Error code 403. The bot may not do this: blocked by the user, kicked from the chat, not an administrator.
 */
public class ForbiddenException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public ForbiddenException(String methodName, String description) {
        super(methodName, 403, description, null, null);
    }
}
