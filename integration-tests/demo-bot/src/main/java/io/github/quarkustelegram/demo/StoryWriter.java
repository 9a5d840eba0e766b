package io.github.quarkustelegram.demo;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.SendMessageDraft;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageGenerationStopped;

/**
 * {@code /story}: the bot writes a story as a draft the user watches grow ({@code sendMessageDraft}), with a stop
 * button. When the user presses it, Telegram sends a {@code stopped_message_generation} update (Bot API 10.3) and the
 * bot keeps what it had written as a message. A real bot would stream a language model's output here; this one has a
 * story ready.
 */
public class StoryWriter {

    static final String STORY = "Once upon a time, a bot learned to write.";

    /** The draft each private chat is showing: chat id -> the text so far. */
    private final Map<Long, String> drafts = new ConcurrentHashMap<>();

    // tag::draft[]
    @OnCommand("story")
    SendMessageDraft story(Message message) {
        long chat = message.chat().id();
        String soFar = STORY.substring(0, STORY.indexOf(',') + 1);
        drafts.put(chat, soFar);
        return SendMessageDraft.builder(chat, message.messageId()) // any non-zero id
                .text(soFar + " …")
                .canStop(true) // the user sees a stop button
                .build();
    }
    // end::draft[]

    // tag::stopped[]
    /** The user pressed the stop button of the draft: keep what was written as a message. */
    @OnUpdate(UpdateKind.STOPPED_MESSAGE_GENERATION)
    String stopped(MessageGenerationStopped stop) {
        String written = drafts.remove(stop.chat().id());
        return written == null ? "Stopped." : "Stopped. Here is what I had: " + written;
    }
    // end::stopped[]
}
