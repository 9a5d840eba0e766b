package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;

import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.runtime.dispatch.TriggerMatcher;

/**
 * A handler method as a {@link HandlerArgument} sees it when asked about its parameters.
 *
 * @param method the method
 * @param trigger what its annotation makes it handle, as its {@link HandlerTrigger} read it
 * @param conversationStep whether it is a conversation's step ({@code @InConversation})
 * @param index the index, to look at types
 */
public record HandlerContext(MethodInfo method, Trigger trigger, boolean conversationStep, IndexView index) {

    /** @return {@code Class#method} */
    public String name() {
        return HandlerScanner.name(method);
    }

    /** @return the kinds of update the trigger looks at, in their order (one for {@code @OnUpdate}) */
    public List<UpdateKind> kinds() {
        return TriggerMatcher.kinds(trigger);
    }

    /** @return the payload type of the kinds it handles (message kinds all carry a {@code Message}) */
    public Class<?> payload() {
        return kinds().get(0).payloadType();
    }

    /** @return whether the trigger finds a command ({@code CommandArguments}) */
    public boolean givesCommand() {
        return TriggerMatcher.givesCommand(trigger);
    }

    /** @return whether the trigger finds a regular expression's match ({@code MatchResult}) */
    public boolean givesMatch() {
        return TriggerMatcher.givesMatch(trigger);
    }
}
