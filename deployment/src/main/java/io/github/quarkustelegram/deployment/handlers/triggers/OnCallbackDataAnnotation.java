package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.FoundTrigger;
import io.github.quarkustelegram.deployment.handlers.HandlerDotNames;
import io.github.quarkustelegram.deployment.handlers.TriggerAnnotation;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition.TriggerType;

/**
 * {@code @OnCallbackData(value = "x")}, {@code (prefix = "x:")} or {@code (pattern = "x:(\\d+)")}: exactly one of
 * them; a pattern's match reaches the handler.
 */
public final class OnCallbackDataAnnotation implements TriggerAnnotation {

    @Override
    public DotName name() {
        return HandlerDotNames.ON_CALLBACK_DATA;
    }

    @Override
    public FoundTrigger read(String handler, AnnotationInstance annotation, List<String> problems) {
        String value = "";
        Trigger.DataMatch match = Trigger.DataMatch.EXACT;
        List<String> given = new ArrayList<>();
        for (Trigger.DataMatch candidate : Trigger.DataMatch.values()) {
            String attribute = attribute(candidate);
            AnnotationValue v = annotation.value(attribute);
            if (v != null && !v.asString().isEmpty()) {
                given.add(attribute);
                value = v.asString();
                match = candidate;
            }
        }
        if (given.size() != 1) {
            problems.add(handler + ": @OnCallbackData needs exactly one of value, prefix, pattern; got " + given);
        } else if (match == Trigger.DataMatch.PATTERN) {
            TriggerChecks.regex(handler, "@OnCallbackData(pattern)", value, problems);
        }
        return new FoundTrigger(TriggerType.CALLBACK_DATA, value, match, List.of(UpdateKind.CALLBACK_QUERY),
                match == Trigger.DataMatch.PATTERN,
                "callback data " + match.name().toLowerCase(Locale.ROOT) + " " + value);
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
