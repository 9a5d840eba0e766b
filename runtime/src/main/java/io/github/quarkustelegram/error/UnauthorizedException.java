package io.github.quarkustelegram.error;

/** Error code 401. The bot token is invalid or was revoked. */
public class UnauthorizedException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public UnauthorizedException(String methodName, String description) {
        super(methodName, 401, description, null, null);
    }
}
