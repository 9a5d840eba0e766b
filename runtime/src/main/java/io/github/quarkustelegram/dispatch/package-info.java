/**
 * Handling updates: annotated handler methods ({@link io.github.quarkustelegram.dispatch.OnCommand},
 * {@link io.github.quarkustelegram.dispatch.OnText}, {@link io.github.quarkustelegram.dispatch.OnCallbackData},
 * {@link io.github.quarkustelegram.dispatch.OnUpdate}, and {@link io.github.quarkustelegram.dispatch.InConversation}
 * for conversation steps) found at build time, a programmatic
 * {@link io.github.quarkustelegram.dispatch.TelegramRouter}, {@link io.github.quarkustelegram.dispatch.Filters},
 * {@link io.github.quarkustelegram.dispatch.UpdateMiddleware}, the
 * {@link io.github.quarkustelegram.dispatch.HandlerErrorHook} and
 * {@link io.github.quarkustelegram.dispatch.Conversation}s. See {@code docs/modules/ROOT/pages/handlers.adoc}.
 */
@NullMarked
package io.github.quarkustelegram.dispatch;

import org.jspecify.annotations.NullMarked;
