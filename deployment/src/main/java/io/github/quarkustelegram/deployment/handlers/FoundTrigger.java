package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition.TriggerType;

/**
 * What a handler annotation makes its method handle, as its {@link TriggerAnnotation} read it.
 *
 * @param type the kind of trigger
 * @param value the command (lower case, no slash), the pattern, the callback data or prefix or pattern; empty for a
 *        kind
 * @param dataMatch how callback data is compared; {@code EXACT} for the other triggers
 * @param kinds the kinds of update it looks at (one for {@code KIND})
 * @param givesMatch whether a regular expression's match reaches the handler ({@code MatchResult})
 * @param description what it handles, for messages: {@code command /help}, {@code kind chat_member}
 */
public record FoundTrigger(TriggerType type, String value, Trigger.DataMatch dataMatch, List<UpdateKind> kinds,
        boolean givesMatch, String description) {

    /** Copies the list. */
    public FoundTrigger {
        kinds = List.copyOf(kinds);
    }

    /** @return the payload type of the kinds it handles (message kinds all carry a {@code Message}) */
    public Class<?> payload() {
        return kinds.isEmpty() ? Message.class : kinds.get(0).payloadType();
    }
}
