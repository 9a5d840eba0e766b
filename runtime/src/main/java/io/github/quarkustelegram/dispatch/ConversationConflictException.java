package io.github.quarkustelegram.dispatch;

/**
 * A conversation's transition was refused because its state changed since the step read it (another update with the
 * same key got there first). The step has run; its transition was not applied. Goes to the {@link HandlerErrorHook}.
 */
public class ConversationConflictException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param conversation the conversation's name
     * @param key its key
     */
    public ConversationConflictException(String conversation, String key) {
        super("Conversation " + conversation + " [" + key + "] changed while a step ran; its transition was refused");
    }
}
