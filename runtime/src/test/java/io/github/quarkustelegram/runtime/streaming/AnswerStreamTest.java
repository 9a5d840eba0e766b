package io.github.quarkustelegram.runtime.streaming;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.runtime.resilience.VirtualScheduler;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;
import io.smallrye.mutiny.operators.multi.processors.UnicastProcessor;
import io.smallrye.mutiny.subscription.UniEmitter;

/**
 * One stream on a virtual clock: what it shows and when, with an output that records each render and completes it
 * when the test says (or at once).
 */
class AnswerStreamTest {

    private static final Duration INTERVAL = Duration.ofSeconds(1);
    private static final Duration MAXIMUM = Duration.ofMinutes(5);

    private final VirtualScheduler clock = new VirtualScheduler();
    private final UnicastProcessor<String> model = UnicastProcessor.create();
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final Recording output = new Recording();
    private final List<AnswerStream> ended = new ArrayList<>();
    private @Nullable AnswerStream stream;

    /** Records "show: text" and "finish: text"; completes each request at once unless told to hold them. */
    private final class Recording implements StreamOutput {
        final List<String> calls = new ArrayList<>();
        final List<Long> renderedAt = new ArrayList<>();
        boolean hold;
        long refresh;
        @Nullable
        UniEmitter<? super Void> held;

        @Override
        public @Nullable Uni<Void> start() {
            return null;
        }

        @Override
        public Uni<Void> show(AnswerSoFar soFar) {
            calls.add("show: " + text(soFar));
            renderedAt.add(clock.nanoTime());
            return request();
        }

        @Override
        public Uni<Void> finish(AnswerSoFar soFar) {
            calls.add("finish: " + text(soFar));
            renderedAt.add(clock.nanoTime());
            return Uni.createFrom().voidItem();
        }

        private Uni<Void> request() {
            if (!hold) {
                return Uni.createFrom().voidItem();
            }
            return Uni.createFrom().emitter(emitter -> held = emitter);
        }

        @Override
        public long intervalNanos() {
            return INTERVAL.toNanos();
        }

        @Override
        public long refreshNanos() {
            return refresh;
        }
    }

    private static String text(AnswerSoFar soFar) {
        return String.join("|", soFar.textMessages().stream().map(m -> m.text()).toList());
    }

    private UniAssertSubscriber<Void> start() {
        stream = new AnswerStream(AnswerSoFar.markdown(new ModelMarkdownRenderer()), output, clock, MAXIMUM,
                "Bot#answer", "(interrupted)", ended::add);
        return stream.run(model.onCancellation().invoke(() -> cancelled.set(true)))
                .subscribe().withSubscriber(UniAssertSubscriber.create());
    }

    @Test
    void piecesFasterThanTheIntervalAreShownTogetherNeverQueued() {
        UniAssertSubscriber<Void> done = start();
        for (int i = 0; i < 50; i++) { // 50 pieces in 5 s
            model.onNext("x");
            clock.advance(Duration.ofMillis(100));
        }
        model.onComplete();
        clock.advance(INTERVAL); // the last render keeps the pace too

        assertThat(output.calls).hasSizeLessThanOrEqualTo(5 + 2);
        for (int i = 1; i < output.renderedAt.size(); i++) {
            assertThat(output.renderedAt.get(i) - output.renderedAt.get(i - 1)).isGreaterThanOrEqualTo(INTERVAL.toNanos());
        }
        assertThat(output.calls).last().isEqualTo("finish: " + "x".repeat(50));
        done.assertCompleted();
        assertThat(ended).hasSize(1);
    }

    @Test
    void oneRequestIsInFlightAtMostAndTheNextShowsTheLatestText() {
        output.hold = true;
        start();
        model.onNext("one");
        assertThat(output.calls).containsExactly("show: one");

        model.onNext(" two");
        clock.advance(Duration.ofSeconds(3));
        model.onNext(" three");
        clock.advance(Duration.ofSeconds(3));
        assertThat(output.calls).as("the first is still in flight").containsExactly("show: one");

        output.held.complete(null);
        assertThat(output.calls).as("the interval counts from the answer: Telegram got it at most then")
                .containsExactly("show: one");
        clock.advance(INTERVAL);
        assertThat(output.calls).containsExactly("show: one", "show: one two three");
    }

    @Test
    void aDraftUnchangedIsSentAgainBeforeItRunsOut() {
        output.refresh = Duration.ofSeconds(20).toNanos();
        start();
        model.onNext("Thinking hard");
        clock.advance(Duration.ofSeconds(45));
        assertThat(output.calls).containsExactly("show: Thinking hard", "show: Thinking hard", "show: Thinking hard");
    }

    @Test
    void aStopCancelsTheModelAndSendsWhatWasWritten() {
        UniAssertSubscriber<Void> done = start();
        model.onNext("Half");

        stream.cut(AnswerStream.Cut.STOPPED);

        assertThat(cancelled).isTrue();
        assertThat(output.calls).as("the last render waits for the interval").containsExactly("show: Half");
        clock.advance(INTERVAL);
        assertThat(output.calls).containsExactly("show: Half", "finish: Half");
        assertThat(output.renderedAt.get(1) - output.renderedAt.get(0)).isEqualTo(INTERVAL.toNanos());
        done.assertCompleted();
    }

    @Test
    void aFailingModelKeepsTheTextAndEndsItWithTheNote() {
        UniAssertSubscriber<Void> done = start();
        model.onNext("Half");
        model.onError(new IllegalStateException("gone"));
        clock.advance(INTERVAL);

        assertThat(output.calls).last().isEqualTo("finish: Half\n\n(interrupted)");
        done.assertCompleted();
    }

    @Test
    void aStreamPastItsMaximumIsCutAsForAStop() {
        UniAssertSubscriber<Void> done = start();
        model.onNext("Long");
        clock.advance(MAXIMUM);

        assertThat(cancelled).isTrue();
        assertThat(output.calls).last().isEqualTo("finish: Long");
        done.assertCompleted();
    }

    @Test
    void cancellingTheStreamCancelsTheModelAndSendsNothingMore() {
        UniAssertSubscriber<Void> done = start();
        model.onNext("Half");
        done.cancel();
        model.onNext(" more");
        clock.advance(Duration.ofSeconds(5));

        assertThat(cancelled).isTrue();
        assertThat(output.calls).containsExactly("show: Half");
        assertThat(ended).hasSize(1);
    }

    @Test
    void anEmptyModelShowsNothingAndFinishesBlank() { // the outputs send nothing for a blank answer
        UniAssertSubscriber<Void> done = start();
        model.onComplete();
        assertThat(output.calls).containsExactly("finish: ");
        done.assertCompleted();
    }

}
