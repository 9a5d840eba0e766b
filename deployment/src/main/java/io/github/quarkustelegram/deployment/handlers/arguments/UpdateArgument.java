package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.Update;

/** {@code Update}: the update. */
public final class UpdateArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(Update.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "update");

    @Override
    public DotName type(HandlerContext handler) {
        return TYPE;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
