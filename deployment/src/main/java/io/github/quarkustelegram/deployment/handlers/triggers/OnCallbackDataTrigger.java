package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.callbacks.CallbackDataRecords;
import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.runtime.callbacks.DataTokens;

/**
 * {@code @OnCallbackData(value = "x")}, {@code (prefix = "x:")} or {@code (pattern = "x:(\\d+)")}: exactly one of
 * them; a pattern's match reaches the handler. Without any, the method's {@code @CallbackData} record parameter gives
 * the prefix ({@code cart:}), so typed data needs no new kind of trigger.
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
        String typed = typedPrefix(handler);
        if (given.isEmpty() && typed != null) {
            return new Trigger.CallbackData(Trigger.DataMatch.PREFIX, typed);
        }
        if (given.size() != 1) {
            handler.problem("@OnCallbackData needs exactly one of value, prefix, pattern, or a parameter of a"
                    + " @CallbackData record; got " + given + untypedRecords(handler));
        } else if (typed != null && match != Trigger.DataMatch.PATTERN && !value.startsWith(typed)) {
            handler.problem("@OnCallbackData(" + attribute(match) + " = \"" + value + "\") contradicts its @CallbackData"
                    + " parameter, whose data starts with \"" + typed + "\"; leave the annotation empty");
        } else if (match == Trigger.DataMatch.PATTERN) {
            Pattern pattern = TriggerChecks.regex(handler, "@OnCallbackData(pattern)", value);
            value = pattern.flags() == Pattern.LITERAL ? Pattern.quote(value) : value; // a stand-in when not valid
        }
        return new Trigger.CallbackData(match, value);
    }

    /**
     * @return what the data of the method's {@code @CallbackData} parameter starts with ({@code prefix:}), null when it
     *         has none; with several, the first (the argument reports the others)
     */
    private static @Nullable String typedPrefix(TriggerContext handler) {
        for (Type parameter : handler.method().parameterTypes()) {
            String prefix = CallbackDataRecords.prefixOf(handler.index(), parameter);
            if (prefix != null) {
                return prefix + DataTokens.SEPARATOR;
            }
        }
        return null;
    }

    /** @return a hint naming the record parameters that lack the annotation, if any */
    private static String untypedRecords(TriggerContext handler) {
        StringBuilder hint = new StringBuilder();
        for (Type parameter : handler.method().parameterTypes()) {
            ClassInfo type = parameter.kind() == Type.Kind.CLASS ? handler.index().getClassByName(parameter.name())
                    : null;
            if (type != null && type.isRecord()) {
                hint.append("; the record ").append(type.name()).append(" is not annotated @CallbackData");
            }
        }
        return hint.toString();
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
