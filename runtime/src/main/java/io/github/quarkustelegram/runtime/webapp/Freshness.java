package io.github.quarkustelegram.runtime.webapp;

import java.time.Duration;
import java.time.Instant;

/** Whether signed data's {@code auth_date} is recent enough: a pure decision, the caller acts on it. */
public enum Freshness {
    /** Within the allowed age. */
    FRESH,
    /** Older than the allowed age. */
    EXPIRED,
    /** Later than now by more than the allowed clock skew. */
    FUTURE;

    /**
     * @param authDate when Telegram signed the data
     * @param maxAge how old it may be
     * @param clockSkew how far in the future it may be (this server's clock and Telegram's differ a little)
     */
    public static Freshness of(Instant authDate, Instant now, Duration maxAge, Duration clockSkew) {
        if (authDate.isAfter(now.plus(clockSkew))) {
            return FUTURE;
        }
        return authDate.isBefore(now.minus(maxAge)) ? EXPIRED : FRESH;
    }
}
