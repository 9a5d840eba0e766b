package io.github.quarkustelegram.runtime.dispatch;

import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationEngine;
import io.smallrye.mutiny.Uni;

/**
 * An annotated handler as a conversation step: its trigger and filter select the update, its result is the
 * transition. The dispatcher gives these to the {@link ConversationEngine}, which knows nothing of its context.
 */
record AnnotatedStep(TriggerMatcher trigger, Route route, AnnotatedHandler handler)
        implements
            ConversationEngine.EngineStep<DispatchContext> {

    /** @return the step of {@code conversation} in {@code state} that the annotated handler of {@code step} is */
    static ConversationEngine.PlacedStep<DispatchContext> placed(AnnotatedHandlers.Step step) {
        Route route = step.route();
        if (!(route.handler() instanceof AnnotatedHandler handler)) {
            throw new IllegalArgumentException(route.name() + " is not an annotated handler");
        }
        return new ConversationEngine.PlacedStep<>(step.conversation(), step.state(), route.name(),
                new AnnotatedStep(TriggerMatcher.of(route.trigger()), route, handler));
    }

    @Override
    public boolean selects(DispatchContext update) {
        return trigger.matches(update) && route.filter().test(update);
    }

    @Override
    public Uni<Transition> run(DispatchContext update, ConversationState state) {
        if (trigger.matches(update)) {
            trigger.choose(update, route.name(), state);
        } else {
            update.chosen(route.name(), null, null, state);
        }
        return handler.transition(update);
    }
}
