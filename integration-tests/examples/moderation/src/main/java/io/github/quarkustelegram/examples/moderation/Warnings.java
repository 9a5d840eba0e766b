package io.github.quarkustelegram.examples.moderation;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/**
 * Advertising gets a warning; the third warning of a member in a group mutes them. Not in {@link ModerationCommands}:
 * its {@link AdminOnly} check is for the commands only.
 */
public class Warnings {

    static final int LIMIT = 3;

    // tag::warnings[]
    /** A member's warnings in one group: a session per chat and user (CHAT_MEMBER), loaded and saved around the handler. */
    @SessionData(scope = SessionScope.CHAT_MEMBER)
    public static class Count {
        int warnings;
    }

    @OnText(value = "(?i)\\b(casino|free money|crypto giveaway)\\b", chatType = "supergroup")
    String advertising(Chat chat, User member, Count count, TelegramBot bot) {
        count.warnings++;
        if (count.warnings < LIMIT) {
            return "Warning " + count.warnings + "/" + LIMIT + ", " + member.firstName() + ": no advertising here.";
        }
        bot.restrictChatMember(ChatId.of(chat), member.id(), ModerationCommands.MUTED);
        count.warnings = 0;
        return member.firstName() + " is muted after " + LIMIT + " warnings.";
    }
    // end::warnings[]
}
