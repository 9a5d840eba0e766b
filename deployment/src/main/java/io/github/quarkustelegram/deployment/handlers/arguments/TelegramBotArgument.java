package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;

/** {@code TelegramBot}: the blocking bot. */
public final class TelegramBotArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(TelegramBot.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "bot");

    @Override
    public DotName type(HandlerContext handler) {
        return TYPE;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
