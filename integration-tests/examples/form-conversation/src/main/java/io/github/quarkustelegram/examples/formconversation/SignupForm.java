package io.github.quarkustelegram.examples.formconversation;

import java.time.Duration;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationData;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.sessions.Session;

/**
 * {@code /signup}: a form over several messages. Name, then age (a number from 13 to 120, asked again until it is
 * one), then a confirmation with two buttons. {@code /cancel} leaves it at any step; a form left alone for an hour
 * ends by itself. The confirmed answers become the user's {@link Profile}, which {@code /me} shows.
 *
 * <p>
 * Each step is an annotated handler with {@link InConversation}: its trigger says which update it takes, its state
 * when. The state and the answers so far ({@code ConversationData}) are in the conversation store: on Redis here.
 */
public class SignupForm {

    static final String FORM = "signup";

    // tag::conversation[]
    /** The form: one per user and chat, an hour to fill it in, and /cancel as a way out of every step. */
    @Produces
    @Singleton
    Conversation signup() {
        return Conversation.named(FORM)
                .key(ConversationKey.CHAT_AND_USER)
                .ttl(Duration.ofHours(1))
                .fallback(Filters.command("cancel"), (update, state) -> update.reactiveBot()
                        .sendMessage(ChatId.of(update.chat().id()), "Sign-up cancelled. /signup starts again.")
                        .replaceWith(Transition.end()))
                .build();
    }

    @OnCommand("signup")
    @InConversation(value = FORM, state = ConversationState.ENTRY)
    Transition start(Chat chat, TelegramBot bot) {
        bot.sendMessage(ChatId.of(chat.id()), "Let's sign you up. What is your name? (/cancel to stop)");
        return Transition.to("name");
    }

    /** Any text but a command: commands such as /me still reach their handlers in the middle of the form. */
    @OnText("^[^/]")
    @InConversation(value = FORM, state = "name")
    Transition name(Message message, ConversationState state, TelegramBot bot) {
        String name = message.text().strip();
        if (name.length() > 64) {
            bot.sendMessage(ChatId.of(message.chat().id()), "That is a long name! At most 64 characters, please.");
            return Transition.stay();
        }
        bot.sendMessage(ChatId.of(message.chat().id()), "How old are you, " + name + "?");
        return Transition.to("age", state.data().with("name", name));
    }

    @OnText("^[^/]")
    @InConversation(value = FORM, state = "age")
    Transition age(Message message, ConversationState state, TelegramBot bot) {
        ChatId chat = ChatId.of(message.chat().id());
        Integer age = parseAge(message.text());
        if (age == null) { // asked again, the conversation stays where it is
            bot.sendMessage(chat, "Please send your age as a number from 13 to 120.");
            return Transition.stay();
        }
        String name = state.data().get("name");
        bot.sendMessage(SendMessage.builder(chat, "Name: " + name + "\nAge: " + age + "\nIs that right?")
                .replyMarkup(InlineKeyboard.builder()
                        .row(InlineButtons.callback("Yes, sign me up", "signup:yes"),
                                InlineButtons.callback("No, start again", "signup:no"))
                        .build())
                .build());
        return Transition.to("confirm", state.data().with("age", age.toString()));
    }

    @OnCallbackData("signup:yes")
    @InConversation(value = FORM, state = "confirm")
    Transition confirmed(CallbackQuery query, ConversationState state, Session<Profile> profile, TelegramBot bot) {
        Profile signedUp = new Profile(state.data().get("name"), Integer.parseInt(state.data().get("age")));
        profile.set(signedUp); // written to the store once this step's result completed
        bot.answerCallbackQuery(query.id());
        edit(query, bot, "Welcome aboard, " + signedUp.name() + "!");
        return Transition.end();
    }

    @OnCallbackData("signup:no")
    @InConversation(value = FORM, state = "confirm")
    Transition again(CallbackQuery query, TelegramBot bot) {
        bot.answerCallbackQuery(query.id());
        edit(query, bot, "Let's start again. What is your name?");
        return Transition.to("name", ConversationData.empty());
    }
    // end::conversation[]

    /** /cancel outside the form: its fallback only applies while the form runs. */
    @OnCommand("cancel")
    SendMessage nothingToCancel(Chat chat) {
        return SendMessage.builder(ChatId.of(chat.id()), "Nothing to cancel.").build();
    }

    // tag::profile[]
    @OnCommand("me")
    SendMessage me(Chat chat, Session<Profile> profile) {
        Profile me = profile.get(); // null until a form was confirmed
        String text = me == null ? "You have not signed up yet: /signup"
                : "You are " + me.name() + ", " + me.age() + ".";
        return SendMessage.builder(ChatId.of(chat.id()), text).build();
    }
    // end::profile[]

    static Integer parseAge(String text) {
        try {
            int age = Integer.parseInt(text.strip());
            return age >= 13 && age <= 120 ? age : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The confirmation message, edited so that its buttons go away. */
    private static void edit(CallbackQuery query, TelegramBot bot, String text) {
        if (query.message() instanceof Message question) { // null or inaccessible when older than 48 hours
            bot.editMessageText(EditMessageText.builder().chatId(ChatId.of(question.chat().id()))
                    .messageId(question.messageId()).text(text).build());
        }
    }
}
