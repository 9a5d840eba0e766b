package io.github.quarkustelegram.error;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

/** Error code 429. Flood control: repeat the request after {@link #retryAfter()}. */
public class TooManyRequestsException extends TelegramApiException {

    private static final long serialVersionUID = 1L;

    public TooManyRequestsException(String methodName, String description, @Nullable Duration retryAfter) {
        super(methodName, 429, description, retryAfter, null);
    }
}
