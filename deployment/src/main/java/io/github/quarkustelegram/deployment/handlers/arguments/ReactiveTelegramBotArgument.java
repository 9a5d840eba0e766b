package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;

/** {@code ReactiveTelegramBot}: the reactive bot. */
public final class ReactiveTelegramBotArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(ReactiveTelegramBot.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "reactiveBot");

    @Override
    public DotName type(HandlerContext handler) {
        return TYPE;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
