package io.github.quarkustelegram.error;

/**
 * No answer came: connection refused or reset, DNS failure, TLS failure, or a timeout.
 * {@link #mayHaveReachedTelegram()} tells whether the request body may already have been sent, in which case
 * Telegram may have acted on it (a message may have been sent) even though no answer arrived.
 */
public class TelegramNetworkException extends TelegramException {

    private static final long serialVersionUID = 1L;

    private final boolean mayHaveReachedTelegram;
    private final boolean timeout;

    public TelegramNetworkException(String methodName, String message, boolean mayHaveReachedTelegram,
            boolean timeout, Throwable cause) {
        super(methodName, message, cause);
        this.mayHaveReachedTelegram = mayHaveReachedTelegram;
        this.timeout = timeout;
    }

    /** False only when the request certainly never left (e.g. the connection could not be opened). */
    public boolean mayHaveReachedTelegram() {
        return mayHaveReachedTelegram;
    }

    /** True when the call gave up waiting (connect or read timeout). */
    public boolean isTimeout() {
        return timeout;
    }
}
