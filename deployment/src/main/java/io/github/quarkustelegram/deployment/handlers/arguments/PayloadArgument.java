package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.runtime.dispatch.DispatchContext;

/**
 * The payload of the kind the handler handles: {@code Message} for commands and text, {@code CallbackQuery} for
 * callback data, {@code ChatMemberUpdated} for {@code @OnUpdate(CHAT_MEMBER)}...
 */
public final class PayloadArgument implements HandlerArgument {

    // generic: the invoker casts it to the parameter's type, which type() made the payload's
    private static final ContextMethod VALUE = new ContextMethod(DispatchContext.class, "typedPayload");

    @Override
    public DotName type(HandlerContext handler) {
        return DotName.createSimple(handler.payload());
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
