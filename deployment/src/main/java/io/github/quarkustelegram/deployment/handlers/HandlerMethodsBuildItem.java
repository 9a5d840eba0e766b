package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationDefinition;
import io.quarkus.builder.item.SimpleBuildItem;

/** The annotated handler methods of the application and their classes' {@code @OnError} methods, checked. */
public final class HandlerMethodsBuildItem extends SimpleBuildItem {

    private final List<FoundHandler> handlers;
    private final List<FoundErrorHandler> errorHandlers;
    private final List<ConversationDefinition> conversations;

    public HandlerMethodsBuildItem(List<FoundHandler> handlers, List<FoundErrorHandler> errorHandlers,
            List<ConversationDefinition> conversations) {
        this.handlers = List.copyOf(handlers);
        this.errorHandlers = List.copyOf(errorHandlers);
        this.conversations = List.copyOf(conversations);
    }

    /** @return the conversations classes declare with {@code @Conversational}, sorted by name */
    public List<ConversationDefinition> conversations() {
        return conversations;
    }

    /** @return the {@code @OnError} methods, sorted by {@code Class#method} */
    public List<FoundErrorHandler> errorHandlers() {
        return errorHandlers;
    }

    /** @return the handlers, sorted by {@code Class#method} */
    public List<FoundHandler> handlers() {
        return handlers;
    }
}
