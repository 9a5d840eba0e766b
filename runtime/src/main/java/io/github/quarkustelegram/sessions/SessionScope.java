package io.github.quarkustelegram.sessions;

/**
 * Whose data a session type is: what its key is made of. An update whose kind has no chat (inline queries, polls) or
 * no sender (channel posts, polls) has no session of the scopes that need one.
 */
public enum SessionScope {
    /**
     * One value per chat (the update's chat id): a group shares it. Updates of one chat are handled one at a time (on
     * every instance, with the shared state on Redis), so two handlers never change it at once.
     */
    CHAT,
    /**
     * One value per user (the sender's id), whatever the chat: a user's updates in two chats may be handled at once,
     * so a write can conflict; the second one fails with {@link SessionConflictException} rather than overwrite.
     */
    USER,
    /** One value per user in each chat (chat id and sender id): handled in the chat's order, as {@link #CHAT}. */
    CHAT_MEMBER
}
