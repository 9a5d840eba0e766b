package io.github.quarkustelegram.deployment.handlers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jboss.jandex.MethodInfo;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.dispatch.ErrorHandlerDefinition;

/**
 * An {@code @OnError} method the build found and checked.
 *
 * @param method the method
 * @param definition what the application records of it
 * @param arguments for each parameter, the method its invoker gets the value with (the failure's too); null where the
 *        value is the update's context itself
 */
public record FoundErrorHandler(MethodInfo method, ErrorHandlerDefinition definition,
        List<@Nullable ContextMethod> arguments) {

    /** Copies the list (it may hold nulls). */
    public FoundErrorHandler {
        arguments = Collections.unmodifiableList(new ArrayList<>(arguments));
    }

    /** @return {@code Class#method} */
    public String name() {
        return definition.name();
    }
}
