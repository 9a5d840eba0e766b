package io.github.quarkustelegram.runtime.dispatch;

import java.util.List;

import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.runtime.replies.ResultType;
import io.github.quarkustelegram.runtime.sessions.SessionParameter;

/**
 * An annotated handler method as the build found and checked it, recorded into the application. Its filters and its
 * invoker are parameters of the handlers' synthetic bean ({@link HandlersRecorder}).
 *
 * @param name {@code Class#method}
 * @param trigger what its annotation makes it handle: the trigger its route has, as a route registered through the
 *        {@code TelegramRouter} (the build records it, its pattern through {@link PatternSubstitution})
 * @param chatTypes the chat types of the annotation, empty for any
 * @param parameters how many parameters the method has: its invoker makes each from the update's context
 * @param blocking whether the method runs on a worker thread
 * @param conversation the conversation it is a step of ({@code @InConversation}), empty for a route
 * @param state the state it is a step in, empty for a route
 * @param sessions its session parameters, loaded before it runs and saved after (empty: nothing is done)
 * @param result what its return type makes of its result (a conversation step's: of its transition's replies)
 */
public record HandlerDefinition(String name, Trigger trigger, List<String> chatTypes, int parameters, boolean blocking,
        String conversation, String state, List<SessionParameter> sessions, ResultType result) {

    /** Copies the lists. */
    public HandlerDefinition {
        chatTypes = List.copyOf(chatTypes);
        sessions = List.copyOf(sessions);
    }
}
