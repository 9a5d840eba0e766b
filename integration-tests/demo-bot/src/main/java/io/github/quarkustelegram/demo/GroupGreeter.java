package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.ChatMember;
import io.github.quarkustelegram.model.ChatMemberAdministrator;
import io.github.quarkustelegram.model.ChatMemberBanned;
import io.github.quarkustelegram.model.ChatMemberLeft;
import io.github.quarkustelegram.model.ChatMemberMember;
import io.github.quarkustelegram.model.ChatMemberUpdated;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.ChatId;

/**
 * An update that is not a message: {@code my_chat_member} arrives when the bot's own membership of a chat changes.
 * When someone adds the bot to a group, it introduces itself there.
 */
public class GroupGreeter {

    // tag::my-chat-member[]
    @OnUpdate(UpdateKind.MY_CHAT_MEMBER)
    void membershipChanged(ChatMemberUpdated change, TelegramBot bot) {
        if (wasOut(change.oldChatMember()) && isIn(change.newChatMember())
                && !ChatType.PRIVATE.equals(change.chat().type())) {
            bot.sendMessage(ChatId.of(change.chat().id()), "Hello, " + change.chat().title() + "! "
                    + change.from().firstName() + " added me here. Send /help to see what I can do.");
        }
    }
    // end::my-chat-member[]

    private static boolean wasOut(ChatMember member) {
        return member instanceof ChatMemberLeft || member instanceof ChatMemberBanned;
    }

    private static boolean isIn(ChatMember member) {
        return member instanceof ChatMemberMember || member instanceof ChatMemberAdministrator;
    }
}
