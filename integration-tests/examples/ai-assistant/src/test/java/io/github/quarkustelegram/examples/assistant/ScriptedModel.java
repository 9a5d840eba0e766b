package io.github.quarkustelegram.examples.assistant;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;

import org.jspecify.annotations.Nullable;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.PartialResponse;
import dev.langchain4j.model.chat.response.PartialResponseContext;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.chat.response.StreamingHandle;
import dev.langchain4j.model.output.FinishReason;

/**
 * The tests' language model, in place of the configured one (an alternative wins over the OpenAI bean): it answers
 * with the pieces of its script, one every {@code pace} on a thread of its own as a remote model would, then
 * completes or fails; it records what it was asked and how many answers were cancelled (quarkus-langchain4j cancels
 * the model's stream at its next piece once the {@code Multi} is cancelled). No network, no weights.
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class ScriptedModel implements StreamingChatModel {

    /** What the model says to the next questions. */
    public record Script(List<String> pieces, Duration pace, @Nullable RuntimeException failure) {

        public static Script of(String... pieces) {
            return new Script(List.of(pieces), Duration.ofMillis(50), null);
        }

        public Script every(Duration apart) {
            return new Script(pieces, apart, failure);
        }

        public Script thenFails(RuntimeException error) {
            return new Script(pieces, pace, error);
        }
    }

    private volatile Script script = Script.of("Hello!");
    private final List<ChatRequest> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger cancelled = new AtomicInteger();

    /** @param next what the model answers from now on */
    public void answers(Script next) {
        script = next;
    }

    /** @return the requests the model got, oldest first: each with the memory sent along */
    public List<ChatRequest> requests() {
        return List.copyOf(requests);
    }

    /** @return how many answers were cancelled before their end */
    public int cancelled() {
        return cancelled.get();
    }

    @Override
    public void doChat(ChatRequest request, StreamingChatResponseHandler handler) {
        requests.add(request);
        Script playing = script;
        Thread speaking = new Thread(() -> play(playing, handler), "scripted-model");
        speaking.setDaemon(true);
        speaking.start();
    }

    private void play(Script playing, StreamingChatResponseHandler handler) {
        Handle handle = new Handle();
        StringBuilder said = new StringBuilder();
        for (String piece : playing.pieces()) {
            LockSupport.parkNanos(playing.pace().toNanos()); // the model thinking
            if (handle.isCancelled()) {
                cancelled.incrementAndGet();
                return;
            }
            said.append(piece);
            handler.onPartialResponse(new PartialResponse(piece), new PartialResponseContext(handle));
        }
        if (playing.failure() != null) {
            handler.onError(playing.failure());
            return;
        }
        handler.onCompleteResponse(ChatResponse.builder().aiMessage(AiMessage.from(said.toString()))
                .finishReason(FinishReason.STOP).build());
    }

    /** What quarkus-langchain4j cancels when the answer's {@code Multi} is cancelled. */
    private static final class Handle implements StreamingHandle {
        private final AtomicBoolean cancelled = new AtomicBoolean();

        @Override
        public void cancel() {
            cancelled.set(true);
        }

        @Override
        public boolean isCancelled() {
            return cancelled.get();
        }
    }
}
