package io.github.quarkustelegram.dispatch;

import org.jspecify.annotations.Nullable;

/**
 * Whose conversation an update belongs to: one per chat, per user, or per user in each chat (the default), or any key
 * of the application's choosing. An update without such a key (e.g. no chat) is not part of the conversation.
 */
@FunctionalInterface
public interface ConversationKey {

    /** One conversation per chat: everyone in a group shares it. */
    ConversationKey CHAT = update -> update.chat() == null ? null : Long.toString(update.chat().id());

    /** One conversation per user, across chats. */
    ConversationKey USER = update -> update.sender() == null ? null : Long.toString(update.sender().id());

    /** One conversation per user in each chat. */
    ConversationKey CHAT_AND_USER = update -> update.chat() == null || update.sender() == null ? null
            : update.chat().id() + "/" + update.sender().id();

    /**
     * @param update an update
     * @return its key, or null when the update has none
     */
    @Nullable
    String of(UpdateContext update);
}
