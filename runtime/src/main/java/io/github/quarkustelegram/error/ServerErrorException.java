package io.github.quarkustelegram.error;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

/** Error code 5xx: Telegram (or a local Bot API server) failed; the same request may succeed later. */
public class ServerErrorException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public ServerErrorException(String methodName, int errorCode, String description, @Nullable Duration retryAfter) {
        super(methodName, errorCode, description, retryAfter, null);
    }
}
