package io.github.quarkustelegram.deployment.handlers.triggers;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.TriggerContext;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Trigger;

/** {@code @OnCommand("start")}: a command, kept lower case without its slash, since commands ignore case. */
public final class OnCommandTrigger implements HandlerTrigger {

    private static final DotName ANNOTATION = DotName.createSimple(OnCommand.class);

    @Override
    public DotName annotation() {
        return ANNOTATION;
    }

    @Override
    public Trigger trigger(TriggerContext handler) {
        String value = handler.annotation().value().asString();
        String command = value.startsWith("/") ? value.substring(1) : value;
        if (!command.matches("[A-Za-z0-9_]{1,64}")) {
            handler.problem("@OnCommand(\"" + value + "\") is not a command (letters, digits, underscores)");
            command = "invalid"; // stands in, for the checks of the parameters
        }
        return new Trigger.Command(command, TriggerChecks.messageKinds(handler));
    }
}
