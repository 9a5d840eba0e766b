package io.github.quarkustelegram.examples.welcome;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.ApproveChatJoinRequest;
import io.github.quarkustelegram.method.DeclineChatJoinRequest;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatJoinRequest;
import io.github.quarkustelegram.model.ChatMember;
import io.github.quarkustelegram.model.ChatMemberAdministrator;
import io.github.quarkustelegram.model.ChatMemberMember;
import io.github.quarkustelegram.model.ChatMemberOwner;
import io.github.quarkustelegram.model.ChatMemberRestricted;
import io.github.quarkustelegram.model.ChatMemberUpdated;

/**
 * A group's doorkeeper: greets each new member by name in the group, and answers join requests by the
 * {@link JoinRule}, telling the requester in a private message.
 */
public class WelcomeBot {

    private final JoinRule rule;

    WelcomeBot(JoinRule rule) {
        this.rule = rule;
    }

    // tag::welcome[]
    /**
     * {@code chat_member}: someone's membership changed. Telegram sends it to administrators only, and only when asked
     * for: this handler makes the bot ask (the polled kinds are those the handlers take).
     */
    @OnUpdate(UpdateKind.CHAT_MEMBER)
    void membershipChanged(ChatMemberUpdated change, TelegramBot bot) {
        if (!isIn(change.oldChatMember()) && isIn(change.newChatMember())) {
            bot.sendMessage(ChatId.of(change.chat().id()),
                    "Welcome to " + change.chat().title() + ", " + change.newChatMember().user().firstName() + "!");
        }
    }
    // end::welcome[]

    // tag::join-request[]
    /**
     * {@code chat_join_request}: someone asked to join through an invite link that needs approval. The bot answers it
     * and may write to the requester in private ({@code user_chat_id}), even if they never started the bot.
     */
    @OnUpdate(UpdateKind.CHAT_JOIN_REQUEST)
    void joinRequested(ChatJoinRequest request, TelegramBot bot) {
        ChatId group = ChatId.of(request.chat().id());
        ChatId requester = ChatId.of(request.userChatId());
        if (rule.accepts(request.from())) {
            bot.approveChatJoinRequest(ApproveChatJoinRequest.builder(group, request.from().id()).build());
            bot.sendMessage(SendMessage.builder(requester,
                    "You are in! Welcome to " + request.chat().title() + ". Please read the pinned rules first.").build());
        } else {
            bot.declineChatJoinRequest(DeclineChatJoinRequest.builder(group, request.from().id()).build());
            bot.sendMessage(SendMessage.builder(requester,
                    "Sorry, your request to join " + request.chat().title() + " was declined.").build());
        }
    }
    // end::join-request[]

    /** In the chat: a member, an administrator, the owner, or restricted but still a member. */
    private static boolean isIn(ChatMember member) {
        return member instanceof ChatMemberMember || member instanceof ChatMemberAdministrator
                || member instanceof ChatMemberOwner
                || member instanceof ChatMemberRestricted restricted && restricted.isMember();
    }
}
