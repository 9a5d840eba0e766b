package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.OnCommand;
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
    String count(Counts counts) {
        counts.count++;
        return "This chat counted " + counts.count + " times";
    }
    // end::counter[]
}
