package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.sessions.SessionData;

/** {@code /count}: a per-chat counter kept in a session, not in a map of the bot's own. */
public class ChatCounter {

    // tag::counter[]
    /** The chat's session: loaded before {@code count} runs, written after its message was sent. */
    @SessionData
    public static class Counts {
        int count;
    }

    @OnCommand("count")
    SendMessage count(Counts counts, Chat chat) {
        counts.count++;
        return SendMessage.builder(ChatId.of(chat.id()), "This chat counted " + counts.count + " times").build();
    }
    // end::counter[]
}
