package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.List;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.FoundTrigger;
import io.github.quarkustelegram.deployment.handlers.HandlerDotNames;
import io.github.quarkustelegram.deployment.handlers.TriggerAnnotation;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition.TriggerType;

/** {@code @OnText("regex")}: a regular expression found in a message's text; its match reaches the handler. */
public final class OnTextAnnotation implements TriggerAnnotation {

    @Override
    public DotName name() {
        return HandlerDotNames.ON_TEXT;
    }

    @Override
    public FoundTrigger read(String handler, AnnotationInstance annotation, List<String> problems) {
        String regex = annotation.value().asString();
        TriggerChecks.regex(handler, "@OnText", regex, problems);
        return new FoundTrigger(TriggerType.TEXT, regex, Trigger.DataMatch.EXACT,
                TriggerChecks.messageKinds(handler, annotation, problems), true, "text " + regex);
    }
}
