package io.github.quarkustelegram.examples.moderation;

import java.util.function.Consumer;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.method.BanChatMember;
import io.github.quarkustelegram.method.RestrictChatMember;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.UnbanChatMember;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatPermissions;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * {@code /mute}, {@code /unmute}, {@code /ban}, {@code /unban}, each sent as a reply to a message of the member it is
 * about ({@link AdminOnly} lets only moderators through). Telegram's refusal (an administrator, the owner, a missing
 * right) is told to the moderator.
 */
public class ModerationCommands {

    // tag::commands[]
    @OnCommand(value = "ban", chatType = "supergroup")
    SendMessage ban(Message command, TelegramBot bot) {
        return onRepliedMember(command, "ban", member -> bot.banChatMember(
                BanChatMember.builder(ChatId.of(command.chat().id()), member.id()).build()), " is banned.");
    }

    @OnCommand(value = "unban", chatType = "supergroup")
    SendMessage unban(Message command, TelegramBot bot) {
        return onRepliedMember(command, "unban", member -> bot.unbanChatMember(
                UnbanChatMember.builder(ChatId.of(command.chat().id()), member.id()).onlyIfBanned(true).build()),
                " may join again.");
    }

    @OnCommand(value = "mute", chatType = "supergroup")
    SendMessage mute(Message command, TelegramBot bot) {
        return onRepliedMember(command, "mute", member -> bot.restrictChatMember(
                RestrictChatMember.builder(ChatId.of(command.chat().id()), member.id(), muted()).build()),
                " is muted.");
    }
    // end::commands[]

    @OnCommand(value = "unmute", chatType = "supergroup")
    SendMessage unmute(Message command, TelegramBot bot) {
        return onRepliedMember(command, "unmute", member -> bot.restrictChatMember(
                RestrictChatMember.builder(ChatId.of(command.chat().id()), member.id(), everything()).build()),
                " may write again.");
    }

    /** Acts on the author of the message the command replies to, and says what happened. */
    private static SendMessage onRepliedMember(Message command, String name, Consumer<User> action, String done) {
        Message replied = command.replyToMessage();
        if (replied == null || replied.from() == null) {
            return reply(command, "Reply to a message of the member with /" + name + ".");
        }
        User member = replied.from();
        try {
            action.accept(member);
        } catch (BadRequestException e) {
            return reply(command, "Cannot " + name + " " + member.firstName() + ": " + e.description());
        }
        return reply(command, member.firstName() + done);
    }

    static SendMessage reply(Message to, String text) {
        return SendMessage.builder(ChatId.of(to.chat().id()), text).build();
    }

    /** No sending at all; the rest as Telegram's default. */
    static ChatPermissions muted() {
        return ChatPermissions.builder().canSendMessages(false).build();
    }

    static ChatPermissions everything() {
        return ChatPermissions.builder().canSendMessages(true).canSendAudios(true).canSendDocuments(true)
                .canSendPhotos(true).canSendVideos(true).canSendVideoNotes(true).canSendVoiceNotes(true)
                .canSendPolls(true).canSendOtherMessages(true).canAddWebPagePreviews(true).canReactToMessages(true)
                .canEditTag(true).canChangeInfo(true).canInviteUsers(true).canPinMessages(true).canManageTopics(true)
                .build();
    }
}
