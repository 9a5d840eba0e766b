package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import io.quarkus.builder.item.SimpleBuildItem;

/** The annotated handler methods of the application, checked, sorted by name. */
public final class HandlerMethodsBuildItem extends SimpleBuildItem {

    private final List<FoundHandler> handlers;

    public HandlerMethodsBuildItem(List<FoundHandler> handlers) {
        this.handlers = List.copyOf(handlers);
    }

    /** @return the handlers, sorted by {@code Class#method} */
    public List<FoundHandler> handlers() {
        return handlers;
    }
}
