package io.github.quarkustelegram.runtime.streaming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.MessageGenerationStopped;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.config.StreamingConfig;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.smallrye.mutiny.Multi;

/** What cannot be streamed is refused before the model is asked: its answer would have nowhere to go. */
class AnswerStreamsTest {

    /** The defaults of {@code quarkus.telegram.streaming.*}: a record's accessors are the mapping's methods. */
    private record Settings(boolean drafts, Duration interval, Duration draftInterval, Duration draftRefresh,
            Duration maxDuration, String failureNote) implements StreamingConfig {
    }

    /** Records the stops relayed to the other instances, and who listens for theirs. */
    private static final class RecordingRelay implements StopRelay {
        final List<String> relayed = new CopyOnWriteArrayList<>();
        @Nullable
        Stop listener;

        @Override
        public void relay(long chatId, long draftId) {
            relayed.add(chatId + ":" + draftId);
        }

        @Override
        public void onRelayed(Stop stops) {
            listener = stops;
        }
    }

    private final RecordingRelay relay = new RecordingRelay();
    private final AnswerStreams streams = new AnswerStreams(new Settings(true, Duration.ofSeconds(1),
            Duration.ofMillis(500), Duration.ofSeconds(20), Duration.ofMinutes(5), "(interrupted)"),
            ResilienceScheduler.system(), new ModelMarkdownRenderer(), relay);

    @Test
    void aStopForAStreamNotRunningHereIsRelayedToTheOtherInstances() {
        Chat chat = Chat.builder(42, ChatType.PRIVATE).build();
        assertThat(relay.listener).as("listening for the others' stops from the start").isNotNull();

        assertThat(streams.stopped(new MessageGenerationStopped(chat, null, 7))).as("none runs here").isFalse();

        assertThat(relay.relayed).containsExactly("42:7");
        relay.listener.stopped(42, 7); // heard back, as every instance hears it: nothing runs here, nothing happens
        assertThat(streams.streaming()).isZero();
    }

    @Test
    void aGuestMessageIsAnsweredOnceSoItsAnswerIsNotStreamed() {
        AtomicBoolean asked = new AtomicBoolean();
        Multi<String> model = Multi.createFrom().item("an answer").onSubscription().invoke(() -> asked.set(true));
        Chat chat = Chat.builder(42, ChatType.PRIVATE).build();
        ReplyTarget guest = new ReplyTarget(UpdateKind.GUEST_MESSAGE, chat, null, null, null, 7, null, null, "g-1");

        assertThatThrownBy(() -> streams.stream(model, false, replying(guest)).await().atMost(Duration.ofSeconds(5)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Assistant#answer: a guest message is answered once");
        assertThat(asked).as("the model was not asked").isFalse();
        assertThat(streams.streaming()).isZero();
    }

    private static Replying replying(ReplyTarget target) {
        return new Replying() {
            @Override
            public ReplyTarget replyTarget() {
                return target;
            }

            @Override
            public ReactiveTelegramBot reactiveBot() {
                throw new AssertionError("nothing is sent");
            }

            @Override
            public String handlerName() {
                return "Assistant#answer";
            }
        };
    }
}
