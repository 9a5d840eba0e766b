package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.UpdateContext;

/** {@code CommandArguments}: the command and its arguments, for {@code @OnCommand} handlers only. */
public final class CommandArgumentsArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(CommandArguments.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "command");

    @Override
    public @Nullable DotName type(HandlerContext handler) {
        return handler.givesCommand() ? TYPE : null;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
