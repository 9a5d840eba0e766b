package io.github.quarkustelegram.webapp;

import java.util.Objects;

/**
 * Signed Telegram data (a Mini App's {@code initData}, a Login Widget's answer) that is refused, with the
 * {@link Reason}. The message says why in a few words; it never contains the bot token nor the data.
 */
public final class WebAppAuthException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why the data was refused. */
    public enum Reason {
        /** Not a query string of fields, a field twice, a field that does not decode, or a required field missing. */
        MALFORMED,
        /** No {@code hash} field (checked with the token). */
        MISSING_HASH,
        /** The {@code hash} is not the one the token gives: forged, altered, or for another bot. */
        BAD_HASH,
        /** No {@code signature} field (checked with Telegram's public key). */
        MISSING_SIGNATURE,
        /** The Ed25519 {@code signature} is not Telegram's over this data for this bot. */
        BAD_SIGNATURE,
        /** {@code auth_date} is older than the maximum age. */
        EXPIRED,
        /** {@code auth_date} is later than now, beyond the allowed clock skew. */
        FROM_THE_FUTURE,
        /** Data a {@link ReplayGuard} had already seen once. */
        REPLAYED,
        /** Valid data with no {@code user}: there is nobody to authenticate. */
        NO_USER
    }

    private final Reason reason;

    /** @param detail a few words, never the data nor the token */
    public WebAppAuthException(Reason reason, String detail) {
        super(Objects.requireNonNull(reason, "reason") + ": " + detail, null, false, false);
        this.reason = reason;
    }

    /** @return why the data was refused */
    public Reason reason() {
        return reason;
    }
}
