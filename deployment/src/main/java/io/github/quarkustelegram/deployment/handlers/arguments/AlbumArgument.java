package io.github.quarkustelegram.deployment.handlers.arguments;

import java.util.List;

import org.jboss.jandex.DotName;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.deployment.handlers.ParameterContext;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.dispatch.TriggerMatcher;

/** {@code List<Message>}: the album, in message order, for {@code @OnMediaGroup} handlers only. */
public final class AlbumArgument implements HandlerArgument {

    private static final DotName LIST = DotName.createSimple(List.class);
    private static final DotName MESSAGE = DotName.createSimple(Message.class);
    private static final ContextMethod VALUE = new ContextMethod(UpdateContext.class, "album");

    @Override
    public @Nullable DotName type(HandlerContext handler) {
        return TriggerMatcher.givesAlbum(handler.trigger()) ? LIST : null;
    }

    /** {@code List<Message>} exactly: a raw {@code List} or another element type is not the album. */
    @Override
    public boolean matches(ParameterContext parameter) {
        Type type = parameter.type();
        return type(parameter.handler()) != null && type.kind() == Type.Kind.PARAMETERIZED_TYPE
                && type.name().equals(LIST)
                && type.asParameterizedType().arguments().size() == 1
                && type.asParameterizedType().arguments().get(0).name().equals(MESSAGE);
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
