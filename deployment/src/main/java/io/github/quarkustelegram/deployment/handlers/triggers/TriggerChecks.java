package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.jboss.jandex.AnnotationValue;

import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;

/** Checks more than one handler annotation needs. */
final class TriggerChecks {

    private TriggerChecks() {
    }

    /**
     * @return the annotation's {@code kinds}, checked to carry a {@code Message}; {@code MESSAGE} when absent. After a
     *         problem, those that carry one, or {@code MESSAGE} (standing in, for the checks of the parameters)
     */
    static Set<UpdateKind> messageKinds(TriggerContext handler) {
        AnnotationValue value = handler.value("kinds");
        if (value == null) {
            return Trigger.MESSAGE_KINDS;
        }
        List<UpdateKind> kinds = new ArrayList<>();
        Set<UpdateKind> messages = EnumSet.noneOf(UpdateKind.class);
        for (String kind : value.asEnumArray()) {
            UpdateKind k = UpdateKind.valueOf(kind);
            if (k.payloadType() != Message.class) {
                handler.problem("kinds has " + k + ", which carries no Message");
            } else {
                messages.add(k);
            }
            kinds.add(k);
        }
        if (kinds.isEmpty()) {
            handler.problem("kinds is empty");
        }
        return messages.isEmpty() ? Trigger.MESSAGE_KINDS : messages;
    }

    /**
     * @return the expression compiled; when it is not valid (a problem), the expression as a literal, standing in
     */
    static Pattern regex(TriggerContext handler, String where, String regex) {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            handler.problem(where + " is not a valid regular expression: " + e.getDescription() + " in " + regex);
            return Pattern.compile(regex, Pattern.LITERAL);
        }
    }
}
