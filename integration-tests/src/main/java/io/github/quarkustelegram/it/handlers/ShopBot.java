package io.github.quarkustelegram.it.handlers;

import java.util.regex.MatchResult;

import jakarta.enterprise.context.ApplicationScoped;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.ChatMemberUpdated;

/** The example bot of the handlers guide: one handler per kind of trigger, each answering with its result. */
// tag::bot[]
@ApplicationScoped
public class ShopBot {

    /** {@code /start}, {@code /start@ShopBot}, {@code /start ref42}: the text returned is the reply. */
    @OnCommand("start")
    String start(CommandArguments command) {
        return "Welcome to the shop" + (command.isEmpty() ? "" : " (invited by " + command.arguments() + ")");
    }

    /** A regular expression; its groups come as a {@code MatchResult}. */
    @OnText("^price of (\\w+)$")
    String price(MatchResult match) {
        return match.group(1) + " costs 3 stars";
    }

    /** Callback data by prefix: the toast answers the button's query. */
    @OnCallbackData(prefix = "buy:")
    Reply buy(CallbackQuery query) {
        return Reply.toast("Bought " + query.data().substring("buy:".length()));
    }

    /** Any kind of update the model has: here someone joined a group the bot administers; the reply goes there. */
    @OnUpdate(UpdateKind.CHAT_MEMBER)
    String welcome(ChatMemberUpdated change) {
        return "Hello " + change.newChatMember().user().firstName();
    }

    /** Filters from the annotation: only in groups, only for admins. */
    @OnCommand(value = "stats", chatType = { "group", "supergroup" }, filter = ShopAdmins.class)
    String stats() {
        return "42 orders today";
    }
}
// end::bot[]
