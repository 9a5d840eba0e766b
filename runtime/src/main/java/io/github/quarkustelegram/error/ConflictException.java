package io.github.quarkustelegram.error;

/**
 * Error code 409. Another consumer gets this bot's updates: a webhook is set while polling, or two getUpdates
 * loops run.
 */
public class ConflictException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public ConflictException(String methodName, String description) {
        super(methodName, 409, description, null, null);
    }
}
