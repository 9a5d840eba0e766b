package io.github.quarkustelegram.deployment.handlers;

import java.util.Objects;

import io.quarkus.builder.item.MultiBuildItem;

/**
 * A handler annotation the application's methods may carry. The extension produces one per built-in annotation; an
 * extension may produce its own.
 */
public final class HandlerTriggerBuildItem extends MultiBuildItem {

    private final HandlerTrigger trigger;

    public HandlerTriggerBuildItem(HandlerTrigger trigger) {
        this.trigger = Objects.requireNonNull(trigger, "trigger");
    }

    /** @return the handler annotation */
    public HandlerTrigger trigger() {
        return trigger;
    }
}
