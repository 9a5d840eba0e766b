package io.github.quarkustelegram.examples.assistant;

import jakarta.inject.Inject;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;
import io.quarkiverse.langchain4j.ChatMemoryRemover;
import io.smallrye.mutiny.Multi;

/**
 * An assistant that answers with a language model: the answer is streamed as the model writes it (in a private chat a
 * rich draft with a stop button, then a rich message), each chat remembers its conversation, {@code /reset} forgets
 * it.
 */
public class AssistantBot {

    @Inject
    Assistant assistant;

    @OnCommand("start")
    String start(User user) {
        return "Hello, " + user.firstName() + "! Ask me anything. /reset makes me forget our conversation.";
    }

    // tag::answer[]
    /** Any text that is not a command: the model's Markdown, shown as it is written, then sent whole. */
    @OnText("^[^/]")
    Multi<String> answer(Chat chat, Message question) {
        return assistant.answer(chat.id(), question.text());
    }

    @OnCommand("reset")
    String reset(Chat chat) {
        ChatMemoryRemover.remove(assistant, chat.id());
        return "Forgotten. What shall we talk about?";
    }
    // end::answer[]
}
