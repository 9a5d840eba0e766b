package io.github.quarkustelegram.deployment.handlers.arguments;

import java.util.Locale;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.i18n.UserLocales;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.dispatch.DispatchContext;

/**
 * The kinds of parameter that every handler may take and that are one value of the update's context: a type, and the
 * public method that gets it. They differ in nothing else, so they are one class; a kind that checks the handler
 * (its trigger, its annotations) is a class of its own.
 */
public enum ContextValueArgument implements HandlerArgument {

    /** {@code Update}: the update. */
    UPDATE(Update.class, UpdateContext.class, "update"),
    /** {@code Chat}: the chat the update happened in, null for kinds without one. */
    CHAT(Chat.class, UpdateContext.class, "chat"),
    /** {@code User}: the update's sender, null for kinds without one. */
    SENDER(User.class, UpdateContext.class, "sender"),
    /** {@code TelegramBot}: the blocking bot. */
    TELEGRAM_BOT(TelegramBot.class, UpdateContext.class, "bot"),
    /** {@code ReactiveTelegramBot}: the reactive bot. */
    REACTIVE_TELEGRAM_BOT(ReactiveTelegramBot.class, UpdateContext.class, "reactiveBot"),
    /**
     * {@code Locale}: the language the update's sender is answered in ({@link UserLocales}); the handler loads the
     * sender's choice for it ({@code SessionParameters}).
     */
    LOCALE(Locale.class, DispatchContext.class, "locale");

    private final DotName type;
    private final ContextMethod value;

    ContextValueArgument(Class<?> type, Class<?> declaringClass, String method) {
        this.type = DotName.createSimple(type);
        this.value = new ContextMethod(declaringClass, method);
    }

    @Override
    public DotName type(HandlerContext handler) {
        return type;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return value;
    }
}
