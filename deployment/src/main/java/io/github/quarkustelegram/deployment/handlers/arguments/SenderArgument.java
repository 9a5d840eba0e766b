package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.User;

/** {@code User}: the update's sender, null for kinds without one. */
public final class SenderArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(User.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "sender");

    @Override
    public DotName type(HandlerContext handler) {
        return TYPE;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
