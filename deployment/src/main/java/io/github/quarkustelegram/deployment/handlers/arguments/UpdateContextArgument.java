package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;

/** {@code UpdateContext}: the update with what routing found, and the bots; the invoker is given it as it is. */
public final class UpdateContextArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(UpdateContext.class);

    @Override
    public DotName type(HandlerContext handler) {
        return TYPE;
    }

    @Override
    public @Nullable ContextMethod value(HandlerContext handler) {
        return null;
    }
}
