package io.github.quarkustelegram.deployment.handlers;

import java.util.List;
import java.util.regex.MatchResult;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;

/** The names handler discovery looks for in the index. */
public final class HandlerDotNames {

    public static final DotName ON_COMMAND = DotName.createSimple(OnCommand.class);
    public static final DotName ON_TEXT = DotName.createSimple(OnText.class);
    public static final DotName ON_CALLBACK_DATA = DotName.createSimple(OnCallbackData.class);
    public static final DotName ON_UPDATE = DotName.createSimple(OnUpdate.class);

    /** Every handler annotation. */
    public static final List<DotName> HANDLER_ANNOTATIONS = List.of(ON_COMMAND, ON_TEXT, ON_CALLBACK_DATA, ON_UPDATE);

    public static final DotName UPDATE = DotName.createSimple(Update.class);
    public static final DotName UPDATE_CONTEXT = DotName.createSimple(UpdateContext.class);
    public static final DotName CHAT = DotName.createSimple(Chat.class);
    public static final DotName USER = DotName.createSimple(User.class);
    public static final DotName TELEGRAM_BOT = DotName.createSimple(TelegramBot.class);
    public static final DotName REACTIVE_TELEGRAM_BOT = DotName.createSimple(ReactiveTelegramBot.class);
    public static final DotName COMMAND_ARGUMENTS = DotName.createSimple(CommandArguments.class);
    public static final DotName MATCH_RESULT = DotName.createSimple(MatchResult.class);
    public static final DotName CONVERSATION_STATE = DotName.createSimple(ConversationState.class);
    public static final DotName IN_CONVERSATION = DotName.createSimple(InConversation.class);
    public static final DotName TRANSITION = DotName.createSimple(Transition.class);

    public static final DotName TELEGRAM_REQUEST = DotName.createSimple(TelegramRequest.class);
    public static final DotName UNI = DotName.createSimple(Uni.class);
    public static final DotName BLOCKING = DotName.createSimple(Blocking.class);
    public static final DotName NON_BLOCKING = DotName.createSimple(NonBlocking.class);

    private HandlerDotNames() {
    }
}
