package io.github.quarkustelegram.deployment.handlers.arguments;

import java.util.regex.MatchResult;

import org.jboss.jandex.DotName;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.dispatch.UpdateContext;

/** {@code MatchResult}: the groups, for {@code @OnText} and {@code @OnCallbackData(pattern)} handlers only. */
public final class MatchResultArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(MatchResult.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "match");

    @Override
    public @Nullable DotName type(HandlerContext handler) {
        return handler.givesMatch() ? TYPE : null;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
