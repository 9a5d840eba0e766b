package io.github.quarkustelegram.callbacks;

/**
 * Callback data that cannot be written or read: the message names the record, and the field when one is at fault. The
 * bot token and the field values never appear in it.
 */
public final class CallbackDataException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why. */
    public enum Reason {
        /** Writing: the data would be over Telegram's 64 bytes. */
        TOO_LONG,
        /** Reading: the data is not what this version of the record writes (a button sent before it changed). */
        UNREADABLE,
        /** Reading: the data of a stored record is no longer in the store. */
        EXPIRED,
        /** Reading: no record of the application has the data's prefix. */
        UNKNOWN_PREFIX
    }

    private final Reason reason;

    /**
     * @param reason why
     * @param message what, naming the record
     */
    public CallbackDataException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    /** @return why */
    public Reason reason() {
        return reason;
    }
}
