package io.github.quarkustelegram.deployment.handlers.triggers;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;

/** {@code @OnUpdate(UpdateKind.CHAT_MEMBER)}: every update of a kind. */
public final class OnUpdateTrigger implements HandlerTrigger {

    private static final DotName ANNOTATION = DotName.createSimple(OnUpdate.class);

    @Override
    public DotName annotation() {
        return ANNOTATION;
    }

    @Override
    public Trigger trigger(TriggerContext handler) {
        return new Trigger.Kind(UpdateKind.valueOf(handler.annotation().value().asEnum()));
    }
}
