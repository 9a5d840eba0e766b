package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.List;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.FoundTrigger;
import io.github.quarkustelegram.deployment.handlers.HandlerDotNames;
import io.github.quarkustelegram.deployment.handlers.TriggerAnnotation;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition.TriggerType;

/** {@code @OnUpdate(UpdateKind.CHAT_MEMBER)}: every update of a kind. */
public final class OnUpdateAnnotation implements TriggerAnnotation {

    @Override
    public DotName name() {
        return HandlerDotNames.ON_UPDATE;
    }

    @Override
    public FoundTrigger read(String handler, AnnotationInstance annotation, List<String> problems) {
        UpdateKind kind = UpdateKind.valueOf(annotation.value().asEnum());
        return new FoundTrigger(TriggerType.KIND, "", Trigger.DataMatch.EXACT, List.of(kind), false,
                "kind " + kind.wireName());
    }
}
