package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.Router;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatMember;
import io.github.quarkustelegram.model.ChatMemberAdministrator;
import io.github.quarkustelegram.model.ChatMemberBanned;
import io.github.quarkustelegram.model.ChatMemberLeft;
import io.github.quarkustelegram.model.ChatMemberMember;
import io.github.quarkustelegram.model.ChatMemberUpdated;
import io.github.quarkustelegram.model.DisabledButton;
import io.github.quarkustelegram.model.EphemeralMessageParameters;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * An update that is not a message: {@code my_chat_member} arrives when the bot's own membership of a chat changes.
 * When someone adds the bot to a group, it introduces itself there, with a button that answers whoever presses it
 * with an ephemeral message, seen by them only (Bot API 10.3), and a disabled button. Nothing here is for private
 * chats (where {@code my_chat_member} says the user blocked or restarted the bot): the class is a router that keeps
 * them out.
 */
@Router(chatType = { "group", "supergroup", "channel" })
public class GroupGreeter {

    // tag::my-chat-member[]
    @OnUpdate(UpdateKind.MY_CHAT_MEMBER)
    Reply membershipChanged(ChatMemberUpdated change) {
        if (wasOut(change.oldChatMember()) && isIn(change.newChatMember())) {
            return Reply.text("Hello, " + change.chat().title() + "! " + change.from().firstName()
                    + " added me here. Send /help to see what I can do.").keyboard(introductionKeyboard());
        }
        return null; // another change: nothing to say
    }
    // end::my-chat-member[]

    // tag::disabled-button[]
    /** "What can you do?" for anyone; games are played in a private chat, so that button is disabled here. */
    static InlineKeyboardMarkup introductionKeyboard() {
        return InlineKeyboard.builder().row(InlineButtons.callback("What can you do?", HINT))
                .row(InlineKeyboardButton.builder("Games: in a private chat").disabled(new DisabledButton()).build())
                .build();
    }
    // end::disabled-button[]

    static final String HINT = "hint";

    // tag::ephemeral[]
    /**
     * Answers a press of "What can you do?" in a group with the help text, as an ephemeral message: only the user who
     * pressed sees it, so the group is not flooded. Telegram accepts it from any bot within 15 seconds of the press,
     * given the callback query's id. A request of its own, returned as it is: a reply has no ephemeral option.
     */
    @OnCallbackData(value = HINT, chatType = { "group", "supergroup" })
    SendMessage hint(CallbackQuery query, Chat chat) {
        return SendMessage.builder(ChatId.of(chat), DemoCommands.helpText())
                .ephemeralMessageParameters(EphemeralMessageParameters.builder(query.from().id())
                        .callbackQueryId(query.id())
                        .build())
                .build();
    }
    // end::ephemeral[]

    private static boolean wasOut(ChatMember member) {
        return member instanceof ChatMemberLeft || member instanceof ChatMemberBanned;
    }

    private static boolean isIn(ChatMember member) {
        return member instanceof ChatMemberMember || member instanceof ChatMemberAdministrator;
    }
}
