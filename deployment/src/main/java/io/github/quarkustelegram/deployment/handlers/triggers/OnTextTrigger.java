package io.github.quarkustelegram.deployment.handlers.triggers;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.Trigger;

/** {@code @OnText("regex")}: a regular expression found in a message's text; its match reaches the handler. */
public final class OnTextTrigger implements HandlerTrigger {

    private static final DotName ANNOTATION = DotName.createSimple(OnText.class);

    @Override
    public DotName annotation() {
        return ANNOTATION;
    }

    @Override
    public Trigger trigger(TriggerContext handler) {
        String regex = handler.annotation().value().asString();
        return new Trigger.Text(TriggerChecks.regex(handler, "@OnText", regex), TriggerChecks.messageKinds(handler));
    }
}
