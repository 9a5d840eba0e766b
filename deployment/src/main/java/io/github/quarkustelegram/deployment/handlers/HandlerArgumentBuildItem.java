package io.github.quarkustelegram.deployment.handlers;

import java.util.Objects;

import io.quarkus.builder.item.MultiBuildItem;

/**
 * A kind of handler parameter the application's handlers may take. The extension produces one per built-in kind; an
 * extension may produce its own.
 */
public final class HandlerArgumentBuildItem extends MultiBuildItem {

    private final HandlerArgument argument;

    public HandlerArgumentBuildItem(HandlerArgument argument) {
        this.argument = Objects.requireNonNull(argument, "argument");
    }

    /** @return the kind of parameter */
    public HandlerArgument argument() {
        return argument;
    }
}
