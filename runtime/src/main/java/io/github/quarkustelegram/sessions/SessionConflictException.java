package io.github.quarkustelegram.sessions;

/**
 * A session's write was refused because the value changed since it was loaded: another update of the same key (a
 * {@link SessionScope#USER} session touched from two chats at once) wrote it first. The handler has run; its change
 * to the session was not written, and the other write was not overwritten. Goes to the
 * {@code HandlerErrorHook}, like any failure of the handler.
 */
public class SessionConflictException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param key the session's key */
    public SessionConflictException(String key) {
        super("Session " + key + " changed while the handler ran; its change was not written (the other write stays)");
    }
}
