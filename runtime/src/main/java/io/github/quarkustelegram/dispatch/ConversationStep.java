package io.github.quarkustelegram.dispatch;

import io.smallrye.mutiny.Uni;

/**
 * A step of a {@link Conversation}: handles the update and says where the conversation goes next. Runs like an
 * {@link UpdateHandler} (on the routing thread: must not block there).
 */
@FunctionalInterface
public interface ConversationStep {

    /**
     * @param update the update
     * @param state the conversation's state ({@link ConversationState#ENTRY} in an entry step)
     * @return the transition to make
     */
    Uni<Transition> apply(UpdateContext update, ConversationState state);
}
