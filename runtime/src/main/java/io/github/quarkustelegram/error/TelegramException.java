package io.github.quarkustelegram.error;

/**
 * Base of every failure of a Bot API call. Always names the method called; never contains the bot token.
 */
public abstract class TelegramException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String methodName;

    protected TelegramException(String methodName, String message, Throwable cause) {
        super(methodName + ": " + message, cause);
        this.methodName = methodName;
    }

    /** The Bot API method that failed, e.g. {@code sendMessage}. */
    public String methodName() {
        return methodName;
    }
}
