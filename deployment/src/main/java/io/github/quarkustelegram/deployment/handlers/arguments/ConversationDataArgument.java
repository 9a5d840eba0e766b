package io.github.quarkustelegram.deployment.handlers.arguments;

import java.util.Set;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.deployment.handlers.ParameterContext;
import io.github.quarkustelegram.runtime.dispatch.DispatchContext;
import io.github.quarkustelegram.sessions.SessionData;

/**
 * A conversation's data as the record of the bot's own a step stored ({@code Transition.to(state, record)}): any
 * record parameter of an {@code @InConversation} step that is the application's (not the model's), not a session
 * ({@code @SessionData}) nor callback data ({@code @CallbackData}); null until a step stored one.
 */
public final class ConversationDataArgument implements HandlerArgument {

    private static final DotName RECORD = DotName.createSimple(Record.class);
    private static final DotName SESSION_DATA = DotName.createSimple(SessionData.class);
    private static final DotName CALLBACK_DATA = DotName.createSimple(CallbackData.class);
    /** The packages of the extension's own records (the model's {@code Message}...): other kinds give those. */
    private static final Set<String> EXTENSION = Set.of("io.github.quarkustelegram.model",
            "io.github.quarkustelegram.method", "io.github.quarkustelegram.dispatch", "io.github.quarkustelegram.webapp",
            "io.github.quarkustelegram.text", "io.github.quarkustelegram.sessions", "io.github.quarkustelegram.i18n");
    private static final ContextMethod VALUE = new ContextMethod(DispatchContext.class, "typedConversationData");

    /** @return {@code Record}, for a step: what the list of the types a handler may take shows */
    @Override
    public @Nullable DotName type(HandlerContext handler) {
        return handler.conversationStep() ? RECORD : null;
    }

    @Override
    public boolean matches(ParameterContext parameter) {
        if (!parameter.handler().conversationStep() || parameter.type().kind() != Type.Kind.CLASS) {
            return false;
        }
        ClassInfo type = parameter.handler().index().getClassByName(parameter.type().name());
        return type != null && type.isRecord() && !EXTENSION.contains(type.name().packagePrefix())
                && !type.hasDeclaredAnnotation(SESSION_DATA) && !type.hasDeclaredAnnotation(CALLBACK_DATA);
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
