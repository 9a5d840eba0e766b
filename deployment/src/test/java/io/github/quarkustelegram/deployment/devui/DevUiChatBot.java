package io.github.quarkustelegram.deployment.devui;

import java.time.Duration;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.keyboards.ReplyKeyboard;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * The bot of the Dev UI chat test: a greeting with a counter button that edits it, a reply keyboard, photos, a streamed
 * answer.
 */
public class DevUiChatBot {

    @OnCommand("start")
    SendMessage start(Message message, User user) {
        return SendMessage.builder(ChatId.of(message.chat().id()), "Hello, " + user.firstName() + "! Count: 0")
                .replyMarkup(InlineKeyboard.builder().row(InlineButtons.callback("+1", "inc:0")).build()).build();
    }

    /** The counter's button: the message shows the new count in place, and the user gets a toast. */
    @OnCallbackData(prefix = "inc:")
    AnswerCallbackQuery increment(CallbackQuery query, UpdateContext update, TelegramBot bot) {
        int count = Integer.parseInt(query.data().substring("inc:".length())) + 1;
        Message message = update.message();
        String text = message.text().replaceAll("Count: \\d+", "Count: " + count);
        bot.editMessageText(EditMessageText.builder().text(text).chatId(ChatId.of(message.chat().id()))
                .messageId(message.messageId())
                .replyMarkup(InlineKeyboard.builder().row(InlineButtons.callback("+1", "inc:" + count)).build())
                .build());
        return AnswerCallbackQuery.builder(query.id()).text("Counted " + count).build();
    }

    @OnCommand("menu")
    SendMessage menu(Message message) {
        return SendMessage.builder(ChatId.of(message.chat().id()), "What would you like?")
                .replyMarkup(ReplyKeyboard.builder().row("Tea", "Coffee").resize().build()).build();
    }

    /** A model's Markdown, streamed: a draft that grows, then a rich message with a heading and a table. */
    @OnCommand("plan")
    Multi<String> plan() {
        return Multi.createFrom().items("# Plan\n\n", "It costs **$5**.\n\n", "| Day | Task |\n|---|---|\n| Mon | Ship |\n")
                .onItem().call(piece -> Uni.createFrom().voidItem().onItem().delayIt().by(Duration.ofMillis(300)));
    }

    @OnUpdate(UpdateKind.MESSAGE)
    SendMessage other(Message message) {
        String answer = message.photo() != null ? "Nice photo" + (message.caption() != null ? ": " + message.caption() : "")
                : "You said: " + message.text();
        return SendMessage.builder(ChatId.of(message.chat().id()), answer).build();
    }
}
