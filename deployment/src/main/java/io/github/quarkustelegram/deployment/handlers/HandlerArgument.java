package io.github.quarkustelegram.deployment.handlers;

import org.jboss.jandex.DotName;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

/**
 * One kind of handler parameter, all of it in one place: which parameters it gives and when (checked at build time),
 * and how the value is got from the update (a method generated into the handler's invoker). Adding a kind of parameter
 * is writing an implementation and producing a {@link HandlerArgumentBuildItem} for it; nothing else changes.
 *
 * <p>
 * The build asks every kind about every parameter of every handler: a parameter no kind gives, or more than one,
 * is a build problem naming {@code Class#method}. Modelled on the {@code CallbackArgument}s of Quarkus WebSockets Next.
 */
public interface HandlerArgument {

    /**
     * @param handler the handler being checked
     * @return the type this kind gives that handler (a parameter of exactly that type takes it, and the build problem
     *         listing what a handler may take names it); null when it gives that handler nothing, as
     *         {@code CommandArguments} to a handler of text
     */
    @Nullable
    DotName type(HandlerContext handler);

    /**
     * Whether this kind gives the parameter. By default: when the parameter's type is {@link #type} exactly. A kind
     * that recognises its parameters otherwise (an annotation, say) overrides this, and reports what is wrong with a
     * parameter it recognises through {@link ParameterContext#problem}.
     *
     * @param parameter the parameter
     * @return whether this kind gives it
     */
    default boolean matches(ParameterContext parameter) {
        DotName type = type(parameter.handler());
        return type != null && parameter.type().kind() == Type.Kind.CLASS && parameter.type().name().equals(type);
    }

    /**
     * @param handler the handler
     * @return the method that gets the value from the update's context, called by the handler's invoker; null when
     *         the value is the context itself
     */
    @Nullable
    ContextMethod value(HandlerContext handler);
}
