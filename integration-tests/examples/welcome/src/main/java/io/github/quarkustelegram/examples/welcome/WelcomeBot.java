package io.github.quarkustelegram.examples.welcome;

import jakarta.inject.Inject;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
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

    @Inject
    JoinRule rule;

    // tag::welcome[]
    /**
     * {@code chat_member}: someone's membership changed. Telegram sends it to administrators only, and only when asked
     * for: this handler makes the bot ask (the polled kinds are those the handlers take). The reply goes to the group.
     */
    @OnUpdate(UpdateKind.CHAT_MEMBER)
    String membershipChanged(ChatMemberUpdated change) {
        if (isIn(change.oldChatMember()) || !isIn(change.newChatMember())) {
            return null; // no one came in: nothing to say
        }
        return "Welcome to " + change.chat().title() + ", " + change.newChatMember().user().firstName() + "!";
    }
    // end::welcome[]

    // tag::join-request[]
    /**
     * {@code chat_join_request}: someone asked to join through an invite link that needs approval. The bot answers it
     * and may write to the requester in private ({@code user_chat_id}), even if they never started the bot: not the
     * update's chat (the group), so the reply names that chat.
     */
    @OnUpdate(UpdateKind.CHAT_JOIN_REQUEST)
    Reply joinRequested(ChatJoinRequest request, TelegramBot bot) {
        ChatId group = ChatId.of(request.chat());
        if (rule.accepts(request.from())) {
            bot.approveChatJoinRequest(group, request.from().id());
            return Reply.text("You are in! Welcome to " + request.chat().title() + ". Please read the pinned rules first.")
                    .to(request.userChatId());
        }
        bot.declineChatJoinRequest(group, request.from().id());
        return Reply.text("Sorry, your request to join " + request.chat().title() + " was declined.")
                .to(request.userChatId());
    }
    // end::join-request[]

    /** In the chat: a member, an administrator, the owner, or restricted but still a member. */
    private static boolean isIn(ChatMember member) {
        return member instanceof ChatMemberMember || member instanceof ChatMemberAdministrator
                || member instanceof ChatMemberOwner
                || member instanceof ChatMemberRestricted restricted && restricted.isMember();
    }
}
