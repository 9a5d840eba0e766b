package io.github.quarkustelegram.fleet;

import java.time.Duration;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;

/**
 * {@code /survey}: two questions over three updates, which may each land on another instance: the conversation's
 * state is on Redis, so the thanks names both answers whichever instance took them.
 */
public class SurveyConversation {

    static final String NAME = "survey";

    @Produces
    @Singleton
    Conversation survey() {
        return Conversation.named(NAME).key(ConversationKey.CHAT).ttl(Duration.ofMinutes(5)).build();
    }

    @OnCommand("survey")
    @InConversation(value = NAME, state = ConversationState.ENTRY)
    Transition start(Message message, TelegramBot bot) {
        bot.sendMessage(ChatId.of(message.chat().id()), "First answer?");
        return Transition.to("first");
    }

    @OnText("^a1 (.+)$")
    @InConversation(value = NAME, state = "first")
    Transition first(Message message, ConversationState state, TelegramBot bot) {
        bot.sendMessage(ChatId.of(message.chat().id()), "Second answer?");
        return Transition.to("second", state.data().with("first", message.text().substring(3)));
    }

    @OnText("^a2 (.+)$")
    @InConversation(value = NAME, state = "second")
    Transition second(Message message, ConversationState state, TelegramBot bot) {
        bot.sendMessage(ChatId.of(message.chat().id()),
                "Thanks: " + state.data().get("first") + " / " + message.text().substring(3));
        return Transition.end();
    }
}
