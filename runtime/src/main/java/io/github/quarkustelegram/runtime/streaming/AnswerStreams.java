package io.github.quarkustelegram.runtime.streaming;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.MessageGenerationStopped;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.config.StreamingConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.replies.ResultType;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * Streams the answers of the handlers that return a {@code Multi} ({@link #delivery}), configured by
 * {@code quarkus.telegram.streaming.*}, and cuts the one a user stops ({@link #stopped}, which the sink calls as the
 * {@code stopped_message_generation} update arrives, before the ledger: the stream holds its chat's turn).
 */
@Singleton
public class AnswerStreams {

    private final StreamingConfig config;
    private final ResilienceScheduler clock;
    /** What a {@code Multi<String>}'s text becomes: the model's Markdown, by {@link ModelMarkdownRenderer}. */
    private final AnswerRenderer renderer;
    private final RunningStreams running = new RunningStreams();
    private final StopRelay relay;
    /** The receivers told when a draft starts: long polling then fetches the updates after its batch (the stop). */
    private final List<Runnable> wakes = new CopyOnWriteArrayList<>();

    @Inject
    AnswerStreams(TelegramConfig telegram, StopRelay relay) {
        this(telegram.streaming(), ResilienceScheduler.system(), new ModelMarkdownRenderer(), relay);
    }

    /**
     * @param config the streams' settings
     * @param clock their time and timers
     * @param renderer what a {@code Multi<String>}'s text becomes
     * @param relay how a stop reaches the instance streaming its answer, in a fleet ({@link StopRelay#LOCAL} alone)
     */
    public AnswerStreams(StreamingConfig config, ResilienceScheduler clock, AnswerRenderer renderer, StopRelay relay) {
        this.config = config;
        this.clock = clock;
        this.renderer = renderer;
        this.relay = relay;
        relay.onRelayed(running::stop); // a stop another instance got for a stream running here
    }

    /**
     * @param element what the handler's {@code Multi} emits: {@link ResultType.Element#TEXT} (a model's Markdown) or
     *        {@link ResultType.Element#FORMATTED_TEXT}
     * @return how its results are streamed
     */
    public ResultDelivery delivery(ResultType.Element element) {
        if (element == ResultType.Element.REPLY) {
            return (result, to) -> result == null ? ResultDelivery.DONE : streamReplies((Multi<?>) result, to);
        }
        boolean formatted = element == ResultType.Element.FORMATTED_TEXT;
        return (result, to) -> result == null ? ResultDelivery.DONE : stream((Multi<?>) result, formatted, to);
    }

    /**
     * A {@code Multi<Reply>}: text replies appended as formatted pieces; the first one's options for the messages, the
     * last inline keyboard on the final message.
     */
    private Uni<Void> streamReplies(Multi<?> items, Replying to) {
        StreamedReplies replies = new StreamedReplies(to.handlerName());
        return stream(items.map(replies::piece), true, to, replies);
    }

    /**
     * @param answer the pieces of an answer, appended
     * @param formatted whether they are {@code FormattedText}s (else Markdown {@code String}s)
     * @param to the update answered
     * @return completes once the answer was sent
     */
    public Uni<Void> stream(Multi<?> answer, boolean formatted, Replying to) {
        return stream(answer, formatted, to, StreamedReplies.NONE);
    }

    private Uni<Void> stream(Multi<?> answer, boolean formatted, Replying to, StreamedReplies replies) {
        ReplyTarget target = to.replyTarget();
        Chat chat = target.chat();
        if (chat == null) {
            return Uni.createFrom().failure(new IllegalStateException(to.handlerName() + ": a streamed answer goes to"
                    + " the update's chat, and this update has none"));
        }
        if (target.guestQueryId() != null) {
            return Uni.createFrom().failure(new IllegalStateException(to.handlerName() + ": a guest message is answered"
                    + " once, through its guest query, so its answer cannot be streamed: return it whole (a String, or"
                    + " a Uni of one)"));
        }
        to.streamsFor(config.maxDuration());
        AnswerSoFar soFar = formatted ? AnswerSoFar.formatted() : AnswerSoFar.markdown(renderer);
        if (!formatted && config.drafts() && ChatType.PRIVATE.equals(chat.type())
                && target.businessConnectionId() == null) {
            int draftId = ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE);
            DraftOutput output = new DraftOutput(to.reactiveBot(), target, chat.id(), draftId,
                    config.draftInterval().toNanos(), config.draftRefresh().toNanos());
            AnswerStream stream = new AnswerStream(soFar, output, clock, config.maxDuration(), to.handlerName(),
                    config.failureNote(), self -> running.remove(chat.id(), draftId, self));
            return Uni.createFrom().deferred(() -> {
                running.add(chat.id(), draftId, stream); // known from its first draft on: its stop button is there
                wakes.forEach(Runnable::run);
                return stream.run(answer);
            });
        }
        EditedOutput output = new EditedOutput(to, ChatId.of(chat.id()), config.interval().toNanos(), replies);
        return new AnswerStream(soFar, output, clock, config.maxDuration(), to.handlerName(), config.failureNote(),
                self -> {
                }).run(answer);
    }

    /**
     * A user pressed the stop button of a draft: its stream, if it runs here, is cut (its upstream cancelled, what was
     * written sent as a message); if not, the stop is relayed to the other instances, one of which may run it.
     *
     * @param stopped the update's payload
     * @return whether a stream running here was stopped
     */
    public boolean stopped(@Nullable MessageGenerationStopped stopped) {
        if (stopped == null) {
            return false;
        }
        if (running.stop(stopped.chat().id(), stopped.draftId())) {
            return true;
        }
        relay.relay(stopped.chat().id(), stopped.draftId());
        return false;
    }

    /**
     * @param wake told each time a draft starts streaming here (a receiver that then fetches the updates after its
     *        batch: the draft's stop is among them)
     */
    public void whenStreaming(Runnable wake) {
        wakes.add(wake);
    }

    /** @return how many drafts stream on this instance now */
    public int streaming() {
        return running.size();
    }
}
