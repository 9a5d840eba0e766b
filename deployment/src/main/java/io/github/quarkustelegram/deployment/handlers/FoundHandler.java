package io.github.quarkustelegram.deployment.handlers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jboss.jandex.DotName;
import org.jboss.jandex.MethodInfo;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition;

/**
 * A handler method the build found and checked.
 *
 * @param method the method
 * @param definition what the application records of it
 * @param filters the filter classes its class's {@code @Router} and its annotation name, in that order, injected into
 *        the handlers' bean
 * @param middleware the middleware classes its class's {@code @Router} names, in order, injected into the handlers'
 *        bean
 * @param arguments for each parameter, the method its invoker gets the value with; null where the value is the
 *        update's context itself
 * @param sameness two handlers with equal sameness would compete for the same updates: a build problem
 * @param description what it handles, for messages
 */
public record FoundHandler(MethodInfo method, HandlerDefinition definition, List<DotName> filters,
        List<DotName> middleware, List<@Nullable ContextMethod> arguments, String sameness, String description) {

    /** Copies the lists (the arguments may hold nulls). */
    public FoundHandler {
        filters = List.copyOf(filters);
        middleware = List.copyOf(middleware);
        arguments = Collections.unmodifiableList(new ArrayList<>(arguments));
    }

    /** @return {@code Class#method} */
    public String name() {
        return definition.name();
    }
}
