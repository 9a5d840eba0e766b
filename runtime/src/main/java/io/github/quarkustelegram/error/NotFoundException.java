package io.github.quarkustelegram.error;

/**
 * Error code 404. The method does not exist (often: a wrong API URL or a misspelled method), or the token is
 * malformed.
 */
public class NotFoundException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public NotFoundException(String methodName, String description) {
        super(methodName, 404, description, null, null);
    }
}
