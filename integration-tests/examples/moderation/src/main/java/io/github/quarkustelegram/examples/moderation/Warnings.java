package io.github.quarkustelegram.examples.moderation;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.method.RestrictChatMember;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/** Advertising gets a warning; the third warning of a member in a group mutes them. */
public class Warnings {

    static final int LIMIT = 3;

    // tag::warnings[]
    /** A member's warnings in one group: a session per chat and user (CHAT_MEMBER), loaded and saved around the handler. */
    @SessionData(scope = SessionScope.CHAT_MEMBER)
    public static class Count {
        int warnings;
    }

    @OnText(value = "(?i)\\b(casino|free money|crypto giveaway)\\b", chatType = "supergroup")
    SendMessage advertising(Message message, Count count, TelegramBot bot) {
        count.warnings++;
        String name = message.from().firstName();
        if (count.warnings < LIMIT) {
            return ModerationCommands.reply(message,
                    "Warning " + count.warnings + "/" + LIMIT + ", " + name + ": no advertising here.");
        }
        bot.restrictChatMember(RestrictChatMember.builder(ChatId.of(message.chat().id()), message.from().id(),
                ModerationCommands.muted()).build());
        count.warnings = 0;
        return ModerationCommands.reply(message, name + " is muted after " + LIMIT + " warnings.");
    }
    // end::warnings[]
}
