package io.github.quarkustelegram.deployment.handlers.arguments;

import org.jboss.jandex.DotName;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.UpdateContext;

/** {@code ConversationState}: the conversation's state, for {@code @InConversation} steps only. */
public final class ConversationStateArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(ConversationState.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "conversation");

    @Override
    public @Nullable DotName type(HandlerContext handler) {
        return handler.conversationStep() ? TYPE : null;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
