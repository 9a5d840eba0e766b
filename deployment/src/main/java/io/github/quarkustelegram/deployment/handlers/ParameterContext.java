package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

/**
 * One parameter of a handler, as a {@link HandlerArgument} is asked whether it gives it.
 */
public final class ParameterContext {

    private final HandlerContext handler;
    private final int position;
    private final List<String> problems;

    ParameterContext(HandlerContext handler, int position, List<String> problems) {
        this.handler = handler;
        this.position = position;
        this.problems = problems;
    }

    /** @return the handler */
    public HandlerContext handler() {
        return handler;
    }

    /** @return the position, from 0 */
    public int position() {
        return position;
    }

    /** @return its declared type */
    public Type type() {
        return handler.method().parameterType(position);
    }

    /** @return its name, when compiled with {@code -parameters}; else null */
    public @Nullable String name() {
        return handler.method().parameterName(position);
    }

    /**
     * Reports a mistake in this parameter: the build fails with it, next to the other problems.
     *
     * @param problem what is wrong, e.g. "must be a String"; it is prefixed with the handler and the parameter
     */
    public void problem(String problem) {
        problems.add(handler.name() + ": " + this + " " + problem);
    }

    /** @return e.g. {@code parameter 2 (java.lang.String name)}, counted from 1 as people do */
    @Override
    public String toString() {
        return "parameter " + (position + 1) + " (" + type() + " " + name() + ")";
    }
}
