package io.github.quarkustelegram.runtime.callbacks;

/** What went wrong writing or reading callback data; the public face turns it into its own exception. */
public final class DataFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why. */
    public enum Kind {
        /** The data would be over Telegram's 64 bytes. */
        TOO_LONG,
        /** The data is not what this version of the record writes. */
        UNREADABLE
    }

    private final Kind kind;

    /**
     * @param kind why
     * @param message what, naming the record and the field
     */
    public DataFailure(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    /** @return why */
    public Kind kind() {
        return kind;
    }
}
