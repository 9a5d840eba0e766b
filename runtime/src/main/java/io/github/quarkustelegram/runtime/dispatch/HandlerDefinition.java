package io.github.quarkustelegram.runtime.dispatch;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;

/**
 * An annotated handler method as the build found and checked it, recorded into the application. Its filters and its
 * invoker are parameters of the handlers' synthetic bean ({@link HandlersRecorder}).
 *
 * @param name {@code Class#method}
 * @param trigger the trigger's type: {@code COMMAND}, {@code TEXT}, {@code CALLBACK_DATA}, {@code KIND}
 * @param value the command, the pattern, the callback data or prefix or pattern; empty for a kind
 * @param dataMatch how callback data is compared; {@code EXACT} for the other triggers
 * @param kinds the kinds the trigger looks at (one for {@code KIND})
 * @param chatTypes the chat types of the annotation, empty for any
 * @param parameters how many parameters the method has: its invoker makes each from the update's context
 * @param blocking whether the method runs on a worker thread
 * @param conversation the conversation it is a step of ({@code @InConversation}), empty for a route
 * @param state the state it is a step in, empty for a route
 */
public record HandlerDefinition(String name, TriggerType trigger, String value, Trigger.DataMatch dataMatch,
        List<UpdateKind> kinds, List<String> chatTypes, int parameters, boolean blocking, String conversation,
        String state) {

    /** The kinds of trigger an annotation gives. */
    public enum TriggerType {
        /** {@code @OnCommand}. */
        COMMAND,
        /** {@code @OnText}. */
        TEXT,
        /** {@code @OnCallbackData}. */
        CALLBACK_DATA,
        /** {@code @OnUpdate}. */
        KIND
    }

    /** Copies the lists. */
    public HandlerDefinition {
        kinds = List.copyOf(kinds);
        chatTypes = List.copyOf(chatTypes);
    }

    /** @return the trigger */
    public Trigger toTrigger() {
        return switch (trigger) {
            case COMMAND -> new Trigger.Command(value, Set.copyOf(kinds));
            case TEXT -> new Trigger.Text(Pattern.compile(value), Set.copyOf(kinds));
            case CALLBACK_DATA -> new Trigger.CallbackData(dataMatch, value);
            case KIND -> new Trigger.Kind(kinds.get(0));
        };
    }
}
