package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.deployment.handlers.ParameterContext;
import io.github.quarkustelegram.deployment.sessions.SessionParameters;

/**
 * A session: {@code Session<Cart>} (a holder, for records and immutable values) or {@code Cart} itself when the class
 * is annotated {@code @SessionData} (mutable, changed in place). The value is not made from the context: the handler
 * loads its sessions before it runs and puts each in its position of the invoker's arguments
 * ({@code HandlerDefinition#sessions}), and writes them after.
 */
public final class SessionArgument implements HandlerArgument {

    @Override
    public DotName type(HandlerContext handler) {
        return SessionParameters.SESSION;
    }

    @Override
    public boolean matches(ParameterContext parameter) {
        if (!SessionParameters.isSession(parameter.type(), parameter.handler().index())) {
            return false;
        }
        String problem = SessionParameters.problem(parameter.type(), parameter.handler().index(),
                parameter.handler().kinds());
        if (problem != null) {
            parameter.problem(problem);
        }
        return true;
    }

    /** None: the handler places the loaded value in the parameter's position itself. */
    @Override
    public @Nullable ContextMethod value(HandlerContext handler) {
        return null;
    }
}
