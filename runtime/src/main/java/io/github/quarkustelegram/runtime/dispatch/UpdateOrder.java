package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.updates.UpdateParts;

/**
 * What an update is ordered by, one definition for the dispatcher's per-chat queues, the shared ledger's chat turns and
 * the MDC: its chat; without one its sender (an inline query, a shipping query...); else nothing (a poll's state).
 */
public enum UpdateOrder {
    /** In its chat's order. */
    CHAT,
    /** Without a chat: in its sender's order. */
    SENDER,
    /** Neither: in no order. */
    NONE;

    /**
     * @param update the update
     * @return what it is ordered by
     */
    public static UpdateOrder of(Update update) {
        if (UpdateParts.chat(update) != null) {
            return CHAT;
        }
        return UpdateParts.sender(update) != null ? SENDER : NONE;
    }

    /**
     * @param update the update this order is {@linkplain #of of}
     * @return the chat's id, or the sender's user id; 0 for {@link #NONE}
     */
    public long id(Update update) {
        return switch (this) {
            case CHAT -> chat(update).id();
            case SENDER -> sender(update).id();
            case NONE -> 0;
        };
    }

    /**
     * @param update the update this order is {@linkplain #of of}
     * @return a key naming the chat ({@code c<id>}) or the sender ({@code u<id>}), distinct across the two; null for
     *         {@link #NONE}
     */
    public @Nullable String key(Update update) {
        return switch (this) {
            case CHAT -> "c" + chat(update).id();
            case SENDER -> "u" + sender(update).id();
            case NONE -> null;
        };
    }

    private static Chat chat(Update update) {
        Chat chat = UpdateParts.chat(update);
        if (chat == null) {
            throw new IllegalArgumentException("update " + update.updateId() + " has no chat");
        }
        return chat;
    }

    private static User sender(Update update) {
        User sender = UpdateParts.sender(update);
        if (sender == null) {
            throw new IllegalArgumentException("update " + update.updateId() + " has no sender");
        }
        return sender;
    }
}
