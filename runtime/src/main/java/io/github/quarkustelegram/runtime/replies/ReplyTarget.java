package io.github.quarkustelegram.runtime.replies;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.BusinessConnection;
import io.github.quarkustelegram.model.BusinessMessagesDeleted;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.InaccessibleMessage;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageGenerationStopped;
import io.github.quarkustelegram.model.MessageReactionCountUpdated;
import io.github.quarkustelegram.model.MessageReactionUpdated;

/**
 * Where a reply to one update goes, read from the update once: the rules grammY's {@code ctx.reply} and aiogram's
 * {@code message.answer} follow, so that an answer lands where the user wrote.
 *
 * <ul>
 * <li>the chat: the update's; for a business connection, the owner's private chat with
 * the bot;</li>
 * <li>the forum topic: the message's {@code message_thread_id} when it {@code is_topic_message} (a reply in a
 * discussion thread of the General topic stays in General, as in Telegram's apps); a stopped generation's topic;</li>
 * <li>the business connection: the message's (a business message, the button of one), or a deletion's;</li>
 * <li>the direct-messages topic: the message's {@code direct_messages_topic};</li>
 * <li>the message a reaction, a deletion or a quote apply to, the callback query an answer applies to, the inline
 * message an edit applies to, the guest query a guest message is answered through.</li>
 * </ul>
 *
 * @param kind the update's kind, null for a kind newer than the model
 * @param chat the chat, null when the update has none (an inline query, a poll, a button of an inline message)
 * @param messageThreadId the forum topic, null for none
 * @param businessConnectionId the business connection, null for none
 * @param directMessagesTopicId the direct-messages topic, null for none
 * @param messageId the update's message in {@code chat} (a callback query's: its button's message), null for none
 * @param callbackQueryId the callback query, null for any other update
 * @param inlineMessageId the inline message whose button was pressed, null for none
 * @param guestQueryId the guest query a guest message is answered through, null for none
 */
public record ReplyTarget(@Nullable UpdateKind kind, @Nullable Chat chat, @Nullable Integer messageThreadId,
        @Nullable String businessConnectionId, @Nullable Long directMessagesTopicId, @Nullable Integer messageId,
        @Nullable String callbackQueryId, @Nullable String inlineMessageId, @Nullable String guestQueryId) {

    /**
     * @param kind an update's kind, null for a kind newer than the model
     * @param payload the update's field that kind names ({@code UpdateParts.payload}), null for none
     * @param chat the chat it happened in ({@code UpdateParts.chat}), null for none
     * @return where replies to it go
     */
    public static ReplyTarget of(@Nullable UpdateKind kind, @Nullable Object payload, @Nullable Chat chat) {
        if (kind == null) {
            return new ReplyTarget(null, null, null, null, null, null, null, null, null);
        }
        if (payload instanceof Message message) {
            return ofMessage(kind, message, null, null);
        }
        if (payload instanceof CallbackQuery query) {
            return ofQuery(query);
        }
        if (payload instanceof BusinessConnection connection) {
            return new ReplyTarget(kind, privateChat(connection), null, null, null, null, null, null, null);
        }
        if (payload instanceof BusinessMessagesDeleted deleted) {
            return new ReplyTarget(kind, deleted.chat(), null, deleted.businessConnectionId(), null, null, null, null,
                    null);
        }
        if (payload instanceof MessageReactionUpdated reaction) {
            return new ReplyTarget(kind, reaction.chat(), null, null, null, reaction.messageId(), null, null, null);
        }
        if (payload instanceof MessageReactionCountUpdated reactions) {
            return new ReplyTarget(kind, reactions.chat(), null, null, null, reactions.messageId(), null, null, null);
        }
        if (payload instanceof MessageGenerationStopped stopped) {
            return new ReplyTarget(kind, stopped.chat(), stopped.messageThreadId(), null, null, null, null, null, null);
        }
        return new ReplyTarget(kind, chat, null, null, null, null, null, null, null);
    }

    private static ReplyTarget ofQuery(CallbackQuery query) {
        if (query.message() instanceof Message message) {
            return ofMessage(UpdateKind.CALLBACK_QUERY, message, query.id(), null);
        }
        if (query.message() instanceof InaccessibleMessage old) { // older than 48 hours: no topic known
            return new ReplyTarget(UpdateKind.CALLBACK_QUERY, old.chat(), null, null, null, old.messageId(),
                    query.id(), null, null);
        }
        return new ReplyTarget(UpdateKind.CALLBACK_QUERY, null, null, null, null, null, query.id(),
                query.inlineMessageId(), null);
    }

    private static ReplyTarget ofMessage(UpdateKind kind, Message message, @Nullable String callbackQueryId,
            @Nullable String inlineMessageId) {
        return new ReplyTarget(kind, message.chat(), message.isTopicMessage() ? message.messageThreadId() : null,
                message.businessConnectionId(),
                message.directMessagesTopic() == null ? null : message.directMessagesTopic().topicId(),
                message.messageId(), callbackQueryId, inlineMessageId, message.guestQueryId());
    }

    /** A business connection's owner, written to by the bot in their private chat. */
    private static Chat privateChat(BusinessConnection connection) {
        return Chat.builder(connection.userChatId(), ChatType.PRIVATE).build();
    }

    /**
     * @param kind a kind of update
     * @return whether its updates may have a chat to reply in: a message, a callback query (unless of an inline
     *         message), a business connection (its owner's chat), or a payload with a {@code chat}; not an inline
     *         query, a poll, a payment query...
     */
    public static boolean mayHaveChat(UpdateKind kind) {
        Class<?> payload = kind.payloadType();
        if (payload == Message.class || payload == CallbackQuery.class || payload == BusinessConnection.class) {
            return true;
        }
        try {
            return payload.getMethod("chat").getReturnType() == Chat.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** @return the chat as a request addresses it, or null */
    public @Nullable ChatId chatId() {
        return chat == null ? null : ChatId.of(chat.id());
    }
}
