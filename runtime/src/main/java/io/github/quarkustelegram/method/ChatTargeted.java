package io.github.quarkustelegram.method;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.ChatId;

/**
 * A request addressed to one chat through a {@code chat_id} parameter of type "Integer or String". The generator
 * makes every such request record implement it ({@code SendMessage}, {@code EditMessageText}, {@code BanChatMember},
 * ...), so that decorators such as flood control can tell which chat a request is for without knowing its type.
 *
 * <p>
 * Requests whose {@code chat_id} is a plain integer (drafts, game scores, suggested posts) and requests without a
 * chat ({@code inline_message_id}, business and query answers) do not implement it.
 */
public interface ChatTargeted {

    /**
     * @return the target chat, or null when the parameter is optional and not set (e.g. an edit addressed by
     *         {@code inline_message_id})
     */
    @Nullable
    ChatId chatId();
}
