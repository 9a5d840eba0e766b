package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.Nullable;

/**
 * Where an annotated handler's parameter comes from, decided at build time from the parameter's type.
 */
public enum ArgumentSource {
    /** {@code Update}. */
    UPDATE,
    /** {@code UpdateContext}. */
    CONTEXT,
    /** The payload of the handler's kind, e.g. {@code Message}, {@code CallbackQuery}. */
    PAYLOAD,
    /** {@code Chat}. */
    CHAT,
    /** {@code User}: the sender. */
    SENDER,
    /** {@code TelegramBot}. */
    BOT,
    /** {@code ReactiveTelegramBot}. */
    REACTIVE_BOT,
    /** {@code CommandArguments}. */
    COMMAND,
    /** {@code MatchResult}: the groups of a text or callback-data pattern. */
    MATCH,
    /** {@code ConversationState}. */
    CONVERSATION;

    @Nullable Object resolve(DispatchContext context) {
        return switch (this) {
            case UPDATE -> context.update();
            case CONTEXT -> context;
            case PAYLOAD -> context.payload();
            case CHAT -> context.chat();
            case SENDER -> context.sender();
            case BOT -> context.bot();
            case REACTIVE_BOT -> context.reactiveBot();
            case COMMAND -> context.command();
            case MATCH -> context.match();
            case CONVERSATION -> context.conversation();
        };
    }
}
