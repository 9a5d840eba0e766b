package io.github.quarkustelegram.deployment.handlers.triggers;

import java.util.List;
import java.util.Locale;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.FoundTrigger;
import io.github.quarkustelegram.deployment.handlers.HandlerDotNames;
import io.github.quarkustelegram.deployment.handlers.TriggerAnnotation;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition.TriggerType;

/** {@code @OnCommand("start")}: a command, kept lower case without its slash, since commands ignore case. */
public final class OnCommandAnnotation implements TriggerAnnotation {

    @Override
    public DotName name() {
        return HandlerDotNames.ON_COMMAND;
    }

    @Override
    public FoundTrigger read(String handler, AnnotationInstance annotation, List<String> problems) {
        String value = annotation.value().asString();
        String command = value.startsWith("/") ? value.substring(1) : value;
        if (!command.matches("[A-Za-z0-9_]{1,64}")) {
            problems.add(handler + ": @OnCommand(\"" + value + "\") is not a command (letters, digits, underscores)");
        }
        command = command.toLowerCase(Locale.ROOT);
        return new FoundTrigger(TriggerType.COMMAND, command, Trigger.DataMatch.EXACT,
                TriggerChecks.messageKinds(handler, annotation, problems), false, "command /" + command);
    }
}
