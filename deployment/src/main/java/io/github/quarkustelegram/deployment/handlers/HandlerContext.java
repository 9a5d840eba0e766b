package io.github.quarkustelegram.deployment.handlers;

import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;

/**
 * A handler method as a {@link HandlerArgument} sees it when asked about its parameters.
 *
 * @param method the method
 * @param trigger what its annotation makes it handle
 * @param conversationStep whether it is a conversation's step ({@code @InConversation})
 * @param index the index, to look at types
 */
public record HandlerContext(MethodInfo method, FoundTrigger trigger, boolean conversationStep, IndexView index) {

    /** @return {@code Class#method} */
    public String name() {
        return HandlerScanner.name(method);
    }
}
