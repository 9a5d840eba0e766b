package io.github.quarkustelegram.it.handlers;

import java.util.regex.MatchResult;

import jakarta.enterprise.context.ApplicationScoped;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatMemberUpdated;
import io.github.quarkustelegram.model.Message;
import io.smallrye.mutiny.Uni;

/** The example bot of the handlers guide: one handler per kind of trigger, each answering through the Bot API. */
// tag::bot[]
@ApplicationScoped
public class ShopBot {

    /** {@code /start}, {@code /start@ShopBot}, {@code /start ref42}: a request returned is executed. */
    @OnCommand("start")
    SendMessage start(Message message, CommandArguments command) {
        String ref = command.isEmpty() ? "" : " (invited by " + command.arguments() + ")";
        return SendMessage.builder(ChatId.of(message.chat().id()), "Welcome to the shop" + ref).build();
    }

    /** A regular expression; its groups come as a {@code MatchResult}. */
    @OnText("^price of (\\w+)$")
    SendMessage price(Chat chat, MatchResult match) {
        return SendMessage.builder(ChatId.of(chat.id()), match.group(1) + " costs 3 stars").build();
    }

    /** Callback data by prefix; a {@code Uni} return runs on the event loop, so it uses the reactive bot. */
    @OnCallbackData(prefix = "buy:")
    Uni<Void> buy(CallbackQuery query, ReactiveTelegramBot bot) {
        String item = query.data().substring("buy:".length());
        return bot.answerCallbackQuery(AnswerCallbackQuery.builder(query.id()).text("Bought " + item).build())
                .replaceWithVoid();
    }

    /** Any kind of update the model has: here someone joined a group the bot administers. */
    @OnUpdate(UpdateKind.CHAT_MEMBER)
    SendMessage welcome(ChatMemberUpdated change) {
        return SendMessage.builder(ChatId.of(change.chat().id()),
                "Hello " + change.newChatMember().user().firstName()).build();
    }

    /** Filters from the annotation: only in groups, only for admins. */
    @OnCommand(value = "stats", chatType = { "group", "supergroup" }, filter = ShopAdmins.class)
    SendMessage stats(Chat chat) {
        return SendMessage.builder(ChatId.of(chat.id()), "42 orders today").build();
    }
}
// end::bot[]
