package org.acme;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * A bot is a bean with annotated methods: the build finds them. /start greets the user with a button; each press
 * edits the greeting to count the presses.
 */
public class GreetingBot {

    /** What the button carries; Telegram sends it back when the button is pressed. */
    @CallbackData("count")
    public record Count(int times) {
    }

    @OnCommand("start")
    SendMessage start(Chat chat, User user) {
        // the returned request is sent for the handler
        return SendMessage.builder(ChatId.of(chat.id()), "Hello, " + user.firstName() + "!")
                .replyMarkup(counter(0))
                .build();
    }

    @OnCallbackData // the Count parameter routes the presses of its buttons here
    void pressed(Count count, CallbackQuery query, TelegramBot bot) {
        bot.answerCallbackQuery(AnswerCallbackQuery.builder(query.id()).build()); // stops the button's spinner
        if (query.message() instanceof Message message) { // not when the message is too old
            int times = count.times() + 1;
            bot.editMessageText(EditMessageText.builder()
                    .chatId(ChatId.of(message.chat().id()))
                    .messageId(message.messageId())
                    .text("Pressed " + times + (times == 1 ? " time" : " times"))
                    .replyMarkup(counter(times))
                    .build());
        }
    }

    private static InlineKeyboardMarkup counter(int times) {
        return InlineKeyboard.builder().row(InlineButtons.callback("Press me", new Count(times))).build();
    }
}
