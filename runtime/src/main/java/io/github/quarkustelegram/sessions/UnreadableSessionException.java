package io.github.quarkustelegram.sessions;

/**
 * A stored session value cannot be read as its class: the class changed (a field's type, a required creator
 * argument) since the value was written. Nothing is reset silently: set
 * {@link SessionData#startOverWhenUnreadable()}, give the changed field a type that reads the old value, or delete
 * the value ({@link Sessions#delete}).
 */
public class UnreadableSessionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param key the session's key
     * @param type the class it was read as
     * @param cause what Jackson reported
     */
    public UnreadableSessionException(String key, Class<?> type, Throwable cause) {
        super("The session value at key " + key + " cannot be read as " + type.getName() + " (" + cause.getMessage()
                + "); the class changed since it was written. Give the field a type that reads the old value, set"
                + " @SessionData(startOverWhenUnreadable = true), or delete it (Sessions.delete)", cause);
    }
}
