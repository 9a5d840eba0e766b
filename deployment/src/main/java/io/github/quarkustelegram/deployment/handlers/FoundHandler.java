package io.github.quarkustelegram.deployment.handlers;

import org.jboss.jandex.MethodInfo;

import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition;

/**
 * A handler method the build found and checked.
 *
 * @param method the method
 * @param definition what the application records of it
 * @param sameness two handlers with equal sameness would compete for the same updates: a build error
 */
public record FoundHandler(MethodInfo method, HandlerDefinition definition, String sameness) {

    /** @return {@code Class#method} */
    public String name() {
        return definition.name();
    }
}
