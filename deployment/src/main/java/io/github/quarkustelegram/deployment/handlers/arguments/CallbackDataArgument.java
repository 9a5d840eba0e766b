package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.callbacks.CallbackDataRecords;
import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.deployment.handlers.ParameterContext;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.runtime.dispatch.DispatchContext;

/**
 * A record annotated {@code @CallbackData}: the pressed button's data read back, for {@code @OnCallbackData} handlers
 * (whose route the record's prefix gives when the annotation names none). One such parameter per handler.
 */
public final class CallbackDataArgument implements HandlerArgument {

    // generic: the invoker casts it to the parameter's record type
    private static final ContextMethod VALUE = new ContextMethod(DispatchContext.class, "typedCallbackData");

    /** @return the handler's first {@code @CallbackData} parameter type, if it handles callback data */
    @Override
    public @Nullable DotName type(HandlerContext handler) {
        if (!(handler.trigger() instanceof Trigger.CallbackData)) {
            return null;
        }
        for (Type parameter : handler.method().parameterTypes()) {
            if (CallbackDataRecords.prefixOf(handler.index(), parameter) != null) {
                return parameter.name();
            }
        }
        return null;
    }

    @Override
    public boolean matches(ParameterContext parameter) {
        HandlerContext handler = parameter.handler();
        if (CallbackDataRecords.prefixOf(handler.index(), parameter.type()) == null) {
            return false;
        }
        if (!(handler.trigger() instanceof Trigger.CallbackData)) {
            parameter.problem("is a @CallbackData record: only an @OnCallbackData handler takes one");
        } else {
            for (int i = 0; i < parameter.position(); i++) {
                if (CallbackDataRecords.prefixOf(handler.index(), handler.method().parameterType(i)) != null) {
                    parameter.problem("is a second @CallbackData record; a button carries one, take one");
                }
            }
        }
        return true;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
