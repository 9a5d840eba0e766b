package io.github.quarkustelegram.deployment.handlers;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;

/**
 * The names handler discovery looks for in the index besides the handler annotations (each named by its
 * {@link HandlerTrigger}): {@code @InConversation}, the return types a handler may have, the thread annotations. The
 * types of the parameters are each named by their {@link HandlerArgument}.
 */
public final class HandlerDotNames {

    public static final DotName IN_CONVERSATION = DotName.createSimple(InConversation.class);
    public static final DotName TRANSITION = DotName.createSimple(Transition.class);

    public static final DotName TELEGRAM_REQUEST = DotName.createSimple(TelegramRequest.class);
    public static final DotName UNI = DotName.createSimple(Uni.class);
    public static final DotName BLOCKING = DotName.createSimple(Blocking.class);
    public static final DotName NON_BLOCKING = DotName.createSimple(NonBlocking.class);

    private HandlerDotNames() {
    }
}
