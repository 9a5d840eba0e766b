package io.github.quarkustelegram.demo;

import java.time.Duration;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.MessageGenerationStopped;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * {@code /story}: the bot writes a story the user watches grow, a word at a time. A handler that returns a
 * {@code Multi<String>} streams it: in a private chat a rich draft with a stop button, then the story as a message.
 * When the user presses stop, the stream is cut and what was written is kept as the message; the bot sees the
 * {@code stopped_message_generation} update (Bot API 10.3) too. A real bot would return a language model's
 * {@code Multi} here (see the ai-assistant example).
 */
public class StoryWriter {

    static final String STORY = "Once upon a time, a bot learned to write. Every day it wrote a little more, one word"
            + " after the other, and its readers watched the words appear.";

    // tag::draft[]
    @OnCommand("story")
    Multi<String> story() {
        return Multi.createFrom().items(STORY.split("(?<= )")) // word by word, as a model writes
                .onItem().call(word -> Uni.createFrom().voidItem().onItem().delayIt().by(Duration.ofMillis(250)));
    }
    // end::draft[]

    // tag::stopped[]
    /** The user pressed the stop button: the story so far was kept as a message; say so. */
    @OnUpdate(UpdateKind.STOPPED_MESSAGE_GENERATION)
    String stopped(MessageGenerationStopped stop) {
        return "Stopped. What I had written is above.";
    }
    // end::stopped[]
}
