package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.Trigger;

/**
 * {@code @OnCallbackData(value = "x")}, {@code (prefix = "x:")} or {@code (pattern = "x:(\\d+)")}: exactly one of
 * them; a pattern's match reaches the handler.
 */
public final class OnCallbackDataTrigger implements HandlerTrigger {

    private static final DotName ANNOTATION = DotName.createSimple(OnCallbackData.class);

    @Override
    public DotName annotation() {
        return ANNOTATION;
    }

    @Override
    public Trigger trigger(TriggerContext handler) {
        String value = "";
        Trigger.DataMatch match = Trigger.DataMatch.EXACT;
        List<String> given = new ArrayList<>();
        for (Trigger.DataMatch candidate : Trigger.DataMatch.values()) {
            String attribute = attribute(candidate);
            AnnotationValue v = handler.value(attribute);
            if (v != null && !v.asString().isEmpty()) {
                given.add(attribute);
                value = v.asString();
                match = candidate;
            }
        }
        if (given.size() != 1) {
            handler.problem("@OnCallbackData needs exactly one of value, prefix, pattern; got " + given);
        } else if (match == Trigger.DataMatch.PATTERN) {
            Pattern pattern = TriggerChecks.regex(handler, "@OnCallbackData(pattern)", value);
            value = pattern.flags() == Pattern.LITERAL ? Pattern.quote(value) : value; // a stand-in when not valid
        }
        return new Trigger.CallbackData(match, value);
    }

    /** @return the annotation's attribute for that way of comparing */
    private static String attribute(Trigger.DataMatch match) {
        return switch (match) {
            case EXACT -> "value";
            case PREFIX -> "prefix";
            case PATTERN -> "pattern";
        };
    }
}
