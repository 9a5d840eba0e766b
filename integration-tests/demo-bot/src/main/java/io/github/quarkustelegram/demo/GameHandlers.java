package io.github.quarkustelegram.demo;

import java.util.regex.MatchResult;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;

/**
 * The games, reached two ways: by writing "roll a dice" / "flip a coin" (a text pattern) or by pressing a button of
 * the greeting (callback data), which edits the greeting in place rather than adding a message.
 */
public class GameHandlers {

    // tag::text[]
    /** A text pattern, anywhere in a message; its group says which game. */
    @OnText("(?i)\\b(roll a dice|flip a coin)\\b")
    SendMessage typed(Chat chat, MatchResult match) {
        return SendMessage.builder(ChatId.of(chat.id()), Games.play(match.group(1))).build();
    }
    // end::text[]

    // tag::callback[]
    /**
     * A button of the greeting: answers the callback query (which stops the button's spinner and shows a toast), then
     * replaces the greeting with the outcome, without the keyboard, so the same game cannot be pressed twice.
     */
    @OnCallbackData(prefix = Games.PLAY)
    void pressed(CallbackQuery query, TelegramBot bot) {
        String outcome = Games.play(query.data().substring(Games.PLAY.length()));
        bot.answerCallbackQuery(AnswerCallbackQuery.builder(query.id()).text(outcome).build());
        if (query.message() instanceof Message message) { // null or inaccessible when the message is too old
            bot.editMessageText(EditMessageText.builder()
                    .chatId(ChatId.of(message.chat().id()))
                    .messageId(message.messageId())
                    .text(outcome + " Send /start to play again.")
                    .build());
        }
    }
    // end::callback[]
}
