package io.github.quarkustelegram.deployment.handlers.triggers;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.OnMediaGroup;
import io.github.quarkustelegram.dispatch.Trigger;

/** {@code @OnMediaGroup}: the albums of messages of its kinds, each handled once as a {@code List<Message>}. */
public final class OnMediaGroupTrigger implements HandlerTrigger {

    private static final DotName ANNOTATION = DotName.createSimple(OnMediaGroup.class);

    @Override
    public DotName annotation() {
        return ANNOTATION;
    }

    @Override
    public Trigger trigger(TriggerContext handler) {
        return new Trigger.MediaGroup(TriggerChecks.messageKinds(handler));
    }
}
