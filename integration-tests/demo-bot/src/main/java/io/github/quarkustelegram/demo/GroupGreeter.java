package io.github.quarkustelegram.demo;

import java.util.List;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatMember;
import io.github.quarkustelegram.model.ChatMemberAdministrator;
import io.github.quarkustelegram.model.ChatMemberBanned;
import io.github.quarkustelegram.model.ChatMemberLeft;
import io.github.quarkustelegram.model.ChatMemberMember;
import io.github.quarkustelegram.model.ChatMemberUpdated;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.DisabledButton;
import io.github.quarkustelegram.model.EphemeralMessageParameters;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * An update that is not a message: {@code my_chat_member} arrives when the bot's own membership of a chat changes.
 * When someone adds the bot to a group, it introduces itself there, with a button that answers whoever presses it
 * with an ephemeral message, seen by them only (Bot API 10.3), and a disabled button.
 */
public class GroupGreeter {

    // tag::my-chat-member[]
    @OnUpdate(UpdateKind.MY_CHAT_MEMBER)
    void membershipChanged(ChatMemberUpdated change, TelegramBot bot) {
        if (wasOut(change.oldChatMember()) && isIn(change.newChatMember())
                && !ChatType.PRIVATE.equals(change.chat().type())) {
            bot.sendMessage(SendMessage.builder(ChatId.of(change.chat().id()), "Hello, " + change.chat().title() + "! "
                    + change.from().firstName() + " added me here. Send /help to see what I can do.")
                    .replyMarkup(introductionKeyboard())
                    .build());
        }
    }
    // end::my-chat-member[]

    // tag::disabled-button[]
    /** "What can you do?" for anyone; games are played in a private chat, so that button is disabled here. */
    static InlineKeyboardMarkup introductionKeyboard() {
        return InlineKeyboardMarkup.builder(List.of(
                List.of(InlineKeyboardButton.builder("What can you do?").callbackData(HINT).build()),
                List.of(InlineKeyboardButton.builder("Games: in a private chat").disabled(new DisabledButton())
                        .build())))
                .build();
    }
    // end::disabled-button[]

    static final String HINT = "hint";

    // tag::ephemeral[]
    /**
     * Answers a press of "What can you do?" in a group with the help text, as an ephemeral message: only the user who
     * pressed sees it, so the group is not flooded. Telegram accepts it from any bot within 15 seconds of the press,
     * given the callback query's id.
     */
    @OnCallbackData(value = HINT, chatType = { "group", "supergroup" })
    void hint(CallbackQuery query, TelegramBot bot) {
        bot.answerCallbackQuery(AnswerCallbackQuery.builder(query.id()).build());
        if (query.message() instanceof io.github.quarkustelegram.model.Message message) {
            bot.sendMessage(SendMessage.builder(ChatId.of(message.chat().id()), DemoCommands.helpText())
                    .ephemeralMessageParameters(EphemeralMessageParameters.builder(query.from().id())
                            .callbackQueryId(query.id())
                            .build())
                    .build());
        }
    }
    // end::ephemeral[]

    private static boolean wasOut(ChatMember member) {
        return member instanceof ChatMemberLeft || member instanceof ChatMemberBanned;
    }

    private static boolean isIn(ChatMember member) {
        return member instanceof ChatMemberMember || member instanceof ChatMemberAdministrator;
    }
}
