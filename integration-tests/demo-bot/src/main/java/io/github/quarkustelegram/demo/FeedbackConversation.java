package io.github.quarkustelegram.demo;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * {@code /feedback}: a conversation over several messages. The bot asks for a rating (buttons), then for a comment,
 * then thanks the user. {@code /cancel} leaves it at any step, and a conversation left alone for ten minutes ends by
 * itself. Each user has their own, per chat.
 *
 * <p>
 * The steps are annotated handlers with {@link InConversation}: the trigger says which update a step takes, the
 * state says when, and the returned {@link Transition} says where the conversation goes next.
 */
public class FeedbackConversation {

    // tag::conversation[]
    static final String NAME = "feedback";

    /** The conversation itself: its key, its time to live, and a way out from every state. */
    @Produces
    @Singleton
    Conversation feedback() {
        return Conversation.named(NAME)
                .key(ConversationKey.CHAT_AND_USER)
                .ttl(Duration.ofMinutes(10))
                .fallback(Filters.command("cancel"), (update, state) -> update.reactiveBot()
                        .sendMessage(ChatId.of(update.chat().id()), "Feedback cancelled.")
                        .replaceWith(Transition.end()))
                .build();
    }

    @OnCommand("feedback")
    @InConversation(value = NAME, state = ConversationState.ENTRY)
    Transition start(Chat chat, TelegramBot bot) {
        bot.sendMessage(SendMessage.builder(ChatId.of(chat.id()), "How do you like this bot? (/cancel to stop)")
                .replyMarkup(ratingKeyboard()).build());
        return Transition.to("rating");
    }

    @OnCallbackData(prefix = "rate:")
    @InConversation(value = NAME, state = "rating")
    Transition rated(CallbackQuery query, ConversationState state, TelegramBot bot) {
        String stars = query.data().substring("rate:".length());
        bot.answerCallbackQuery(AnswerCallbackQuery.builder(query.id()).build());
        if (query.message() instanceof Message question) { // the question, edited so its buttons go away
            bot.editMessageText(EditMessageText.builder().chatId(ChatId.of(question.chat().id()))
                    .messageId(question.messageId()).text("You rated " + stars + " of 5. Any comment?").build());
        }
        return Transition.to("comment", state.data().with("stars", stars));
    }

    /** Text that is not a command: commands such as {@code /help} still reach their handlers meanwhile. */
    @OnText("^[^/]")
    @InConversation(value = NAME, state = "comment")
    Transition commented(Message message, User user, ConversationState state, TelegramBot bot) {
        bot.sendMessage(ChatId.of(message.chat().id()), "Thanks, " + user.firstName() + "! Noted: "
                + state.data().get("stars") + " of 5, \"" + message.text() + "\".");
        return Transition.end();
    }
    // end::conversation[]

    /** {@code /cancel} outside the conversation: the fallback above only applies while it runs. */
    @OnCommand("cancel")
    SendMessage nothingToCancel(Chat chat) {
        return SendMessage.builder(ChatId.of(chat.id()), "Nothing to cancel.").build();
    }

    private static InlineKeyboardMarkup ratingKeyboard() {
        List<InlineKeyboardButton> row = IntStream.rangeClosed(1, 5)
                .mapToObj(n -> InlineKeyboardButton.builder(String.valueOf(n)).callbackData("rate:" + n).build())
                .toList();
        return InlineKeyboardMarkup.builder(List.of(row)).build();
    }
}
