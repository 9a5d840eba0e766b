package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationValue;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;

/** Checks more than one handler annotation needs. */
final class TriggerChecks {

    private TriggerChecks() {
    }

    /** @return the annotation's {@code kinds}, checked to carry a {@code Message}; {@code MESSAGE} when absent */
    static List<UpdateKind> messageKinds(String handler, AnnotationInstance annotation, List<String> problems) {
        AnnotationValue value = annotation.value("kinds");
        if (value == null) {
            return List.of(UpdateKind.MESSAGE);
        }
        List<UpdateKind> kinds = new ArrayList<>();
        for (String kind : value.asEnumArray()) {
            UpdateKind k = UpdateKind.valueOf(kind);
            if (k.payloadType() != Message.class) {
                problems.add(handler + ": kinds has " + k + ", which carries no Message");
            }
            kinds.add(k);
        }
        if (kinds.isEmpty()) {
            problems.add(handler + ": kinds is empty");
        }
        return kinds;
    }

    static void regex(String handler, String where, String regex, List<String> problems) {
        try {
            Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            problems.add(handler + ": " + where + " is not a valid regular expression: " + e.getDescription() + " in "
                    + regex);
        }
    }
}
