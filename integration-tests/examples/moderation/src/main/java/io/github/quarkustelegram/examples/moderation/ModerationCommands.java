package io.github.quarkustelegram.examples.moderation;

import java.util.NoSuchElementException;
import java.util.Optional;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnError;
import io.github.quarkustelegram.dispatch.Router;
import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.method.UnbanChatMember;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatPermissions;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * {@code /mute}, {@code /unmute}, {@code /ban}, {@code /unban} in a supergroup, each sent as a reply to a message of
 * the member it is about. The class is a router: {@link AdminOnly} runs around its handlers only (a command added here
 * cannot forget the check, and {@link Warnings} is not checked), and its {@code @OnError} methods tell the moderator
 * what went wrong.
 */
// tag::commands[]
@Router(chatType = "supergroup", middleware = AdminOnly.class)
public class ModerationCommands {

    @OnCommand("ban")
    String ban(Message command, TelegramBot bot) {
        bot.banChatMember(ChatId.of(command.chat()), member(command).id());
        return member(command).firstName() + " is banned.";
    }

    @OnCommand("unban")
    String unban(Message command, TelegramBot bot) {
        // only if banned: unbanning a member who is in the group would remove them from it
        bot.unbanChatMember(
                UnbanChatMember.builder(ChatId.of(command.chat()), member(command).id()).onlyIfBanned(true).build());
        return member(command).firstName() + " may join again.";
    }

    @OnCommand("mute")
    String mute(Message command, TelegramBot bot) {
        bot.restrictChatMember(ChatId.of(command.chat()), member(command).id(), MUTED);
        return member(command).firstName() + " is muted.";
    }

    @OnCommand("unmute")
    String unmute(Message command, TelegramBot bot) {
        bot.restrictChatMember(ChatId.of(command.chat()), member(command).id(), EVERYTHING);
        return member(command).firstName() + " may write again.";
    }

    /** Telegram refused (an administrator, the owner, a missing right): the moderator is told why. */
    @OnError
    String refused(BadRequestException e, Message message, CommandArguments command) {
        return "Cannot " + command.name() + " " + member(message).firstName() + ": " + e.description();
    }

    /** The command replied to no message: whom it is about is unknown. */
    @OnError
    String noMember(NoSuchElementException e, CommandArguments command) {
        return "Reply to a message of the member with /" + command.name() + ".";
    }

    /** @return the author of the message the command replies to; NoSuchElementException when there is none */
    static User member(Message command) {
        return Optional.ofNullable(command.replyToMessage()).map(Message::from).orElseThrow();
    }

    /** No sending at all; the rest as Telegram's default. */
    static final ChatPermissions MUTED = ChatPermissions.builder().canSendMessages(false).build();

    /** Unrestricted: Telegram takes a permission left out as not granted. */
    static final ChatPermissions EVERYTHING = ChatPermissions.builder().canSendMessages(true).canSendAudios(true)
            .canSendDocuments(true).canSendPhotos(true).canSendVideos(true).canSendVideoNotes(true)
            .canSendVoiceNotes(true).canSendPolls(true).canSendOtherMessages(true).canAddWebPagePreviews(true)
            .canReactToMessages(true).canEditTag(true).canChangeInfo(true).canInviteUsers(true).canPinMessages(true)
            .canManageTopics(true).build();
}
// end::commands[]
