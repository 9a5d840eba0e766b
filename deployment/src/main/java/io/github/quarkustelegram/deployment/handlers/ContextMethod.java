package io.github.quarkustelegram.deployment.handlers;

import java.util.Objects;

/**
 * A public method that gets a handler's argument from the context of the update. A handler's invoker is given the
 * update's {@code DispatchContext} in every position, and the build generates a call of each parameter's method into
 * it (an ArC argument transformer): nothing is looked up or allocated per update to choose it.
 *
 * <p>
 * Either an instance method of a type the context implements, taking nothing ({@code UpdateContext#chat}), or a
 * static method taking the context. Its return type must be assignable to the parameter's, or be a type variable (the invoker
 * casts the value).
 *
 * @param declaringClass the class declaring it
 * @param name its name
 */
public record ContextMethod(Class<?> declaringClass, String name) {

    /** Checks the components. */
    public ContextMethod {
        Objects.requireNonNull(declaringClass, "declaringClass");
        Objects.requireNonNull(name, "name");
    }

    @Override
    public String toString() {
        return declaringClass.getName() + "#" + name;
    }
}
