package io.github.quarkustelegram.runtime.resilience;

import java.util.Locale;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.ChatTargeted;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;

/**
 * Which chat's queue a request waits in for flood control, read once per request from its {@code chat_id}.
 *
 * @param key the lane: a {@code Long} id, a lower-case {@code @username} (without the {@code @}), or
 *        {@link FloodLimiter#NO_CHAT}
 * @param group whether the per-group limit applies too (negative ids and usernames: groups, supergroups, channels)
 */
record ChatLane(Object key, boolean group) {

    private static final ChatLane NONE = new ChatLane(FloodLimiter.NO_CHAT, false);

    static ChatLane of(TelegramRequest<?> request) {
        ChatId chat = request instanceof ChatTargeted targeted ? targeted.chatId() : null;
        if (chat instanceof ChatId.Numeric numeric) {
            return new ChatLane(numeric.id(), numeric.id() < 0);
        }
        if (chat instanceof ChatId.Username username) {
            return new ChatLane(username.username().toLowerCase(Locale.ROOT), true);
        }
        return NONE;
    }

    /** @return the chat as the Dev UI and the metrics show it: its id, its lower-case username, or null */
    @Nullable
    Object shown() {
        return key == FloodLimiter.NO_CHAT ? null : key;
    }
}
