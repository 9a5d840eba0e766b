package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.dispatch.Conversational;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnError;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.Router;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.text.FormattedText;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * The names handler discovery looks for in the index besides the handler annotations (each named by its
 * {@link HandlerTrigger}): {@code @InConversation}, the return types a handler may have, the thread annotations. The
 * types of the parameters are each named by their {@link HandlerArgument}.
 */
public final class HandlerDotNames {

    public static final DotName IN_CONVERSATION = DotName.createSimple(InConversation.class);
    public static final DotName TRANSITION = DotName.createSimple(Transition.class);
    public static final DotName ROUTER = DotName.createSimple(Router.class);
    public static final DotName CONVERSATIONAL = DotName.createSimple(Conversational.class);
    public static final DotName ON_ERROR = DotName.createSimple(OnError.class);

    public static final DotName TELEGRAM_REQUEST = DotName.createSimple(TelegramRequest.class);
    public static final DotName UNI = DotName.createSimple(Uni.class);
    public static final DotName MULTI = DotName.createSimple(Multi.class);
    public static final DotName LIST = DotName.createSimple(List.class);
    public static final DotName STRING = DotName.createSimple(String.class);
    public static final DotName FORMATTED_TEXT = DotName.createSimple(FormattedText.class);
    public static final DotName REPLY = DotName.createSimple(Reply.class);
    public static final DotName REPLY_SEND = DotName.createSimple(Reply.Send.class);
    public static final DotName REPLY_LATER = DotName.createSimple(Reply.Later.class);
    public static final DotName REPLY_EDIT = DotName.createSimple(Reply.Edit.class);
    public static final DotName REPLY_ANSWER = DotName.createSimple(Reply.Answer.class);
    public static final DotName REPLY_REACT = DotName.createSimple(Reply.React.class);
    public static final DotName REPLY_DELETE = DotName.createSimple(Reply.Delete.class);
    public static final DotName BLOCKING = DotName.createSimple(Blocking.class);
    public static final DotName NON_BLOCKING = DotName.createSimple(NonBlocking.class);

    private HandlerDotNames() {
    }
}
