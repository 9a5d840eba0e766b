package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.smallrye.mutiny.Uni;

/**
 * The watchdog's decision, with no timer: it is never started, each check is called with the time the test chooses,
 * and what it hands to the timeout executor is collected, to be run by the test.
 */
class HandlerWatchdogTest {

    private static final Duration DEADLINE = Duration.ofSeconds(10);

    /** A task whose handler hangs until the watchdog ends it. */
    private static final class Hanging extends PerChatScheduler.Task implements HandlerWatchdog.Watched {
        boolean handling = true;
        long streamingUntil;
        int timedOut;

        Hanging(long chat) {
            super(chat, false, true);
        }

        @Override
        protected void run() {
        }

        @Override
        public boolean handlerRunning() {
            return handling;
        }

        @Override
        public long streamingUntil() {
            return streamingUntil;
        }

        @Override
        public void timedOut() {
            timedOut++;
        }
    }

    private final PerChatScheduler scheduler = new PerChatScheduler(4, 8);
    private final List<Runnable> handedOver = new ArrayList<>();
    private boolean refuse;
    private final Executor executor = command -> {
        if (refuse) {
            throw new RejectedExecutionException("busy");
        }
        handedOver.add(command);
    };
    private final HandlerWatchdog watchdog = new HandlerWatchdog(scheduler, DEADLINE, executor);

    @AfterEach
    void close() {
        watchdog.close();
    }

    private void runHandedOver() {
        handedOver.forEach(Runnable::run);
        handedOver.clear();
    }

    @Test
    void aHandlerIsEndedOnlyOnceItsDeadlinePassed() {
        Hanging hanging = new Hanging(1);
        scheduler.submit(hanging);

        assertThat(watchdog.endOverdue(System.nanoTime())).isZero();
        assertThat(handedOver).isEmpty();

        assertThat(watchdog.endOverdue(System.nanoTime() + DEADLINE.toNanos() + 1)).isOne();
        assertThat(hanging.timedOut).as("ended on the executor, not by the check").isZero();
        runHandedOver();
        assertThat(hanging.timedOut).isOne();
    }

    @Test
    void aHandlerThatEndedMeanwhileAndATaskThatIsNoHandlerAreLeftAlone() {
        Hanging ended = new Hanging(1);
        Hanging running = new Hanging(2);
        scheduler.submit(ended);
        scheduler.submit(running);
        scheduler.submit("other", () -> Uni.createFrom().nothing()).subscribe().with(ignored -> {
        });
        ended.handling = false; // its outcome came first: it is in its error hook, or done

        assertThat(scheduler.running()).isEqualTo(3);
        assertThat(watchdog.endOverdue(System.nanoTime() + DEADLINE.toNanos() + 1)).isOne();
        runHandedOver();
        assertThat(ended.timedOut).isZero();
        assertThat(running.timedOut).isOne();
    }

    @Test
    void aStreamingHandlerIsEndedOnlyADeadlineAfterItsStreamsMaximum() {
        Hanging streaming = new Hanging(1);
        scheduler.submit(streaming);
        long start = System.nanoTime();
        streaming.streamingUntil = start + Duration.ofMinutes(5).toNanos();

        assertThat(watchdog.endOverdue(start + DEADLINE.toNanos() + 1)).as("past the handlers' deadline").isZero();
        assertThat(watchdog.endOverdue(start + Duration.ofMinutes(5).toNanos() + 1)).as("past the stream's maximum")
                .isZero();
        assertThat(watchdog.endOverdue(start + Duration.ofMinutes(5).plus(DEADLINE).toNanos() + 1))
                .as("a deadline after the stream's maximum: its last messages never came").isOne();
        runHandedOver();
        assertThat(streaming.timedOut).isOne();
    }

    @Test
    void aHandlerTheExecutorRefusesIsFoundAgainAtTheNextCheck() {
        Hanging hanging = new Hanging(1);
        scheduler.submit(hanging);
        long late = System.nanoTime() + DEADLINE.toNanos() + 1;

        refuse = true;
        assertThat(watchdog.endOverdue(late)).isZero();
        refuse = false;
        assertThat(watchdog.endOverdue(late)).isOne();
        runHandedOver();
        assertThat(hanging.timedOut).isOne();
    }

    @Test
    void theChecksComeAQuarterOfTheDeadlineApartFrom10MsTo1S() {
        assertThat(HandlerWatchdog.checkInterval(Duration.ofMillis(300))).isEqualTo(Duration.ofMillis(75).toNanos());
        assertThat(HandlerWatchdog.checkInterval(Duration.ofMillis(20))).isEqualTo(Duration.ofMillis(10).toNanos());
        assertThat(HandlerWatchdog.checkInterval(Duration.ofMinutes(1))).isEqualTo(Duration.ofSeconds(1).toNanos());
    }

    @Test
    void aBlockingHandlerEndedAtItsDeadlineIsReportedUntilItsThreadReturns() {
        DispatchContext stuck = new DispatchContext(text(7, 42, "slow"), () -> null, () -> null);
        stuck.chosen("text slow", null, null, null);
        stuck.invoking(true);
        DispatchContext returned = new DispatchContext(text(8, 43, "quick"), () -> null, () -> null);
        returned.invoking(true);
        watchdog.stillRunning(stuck);
        watchdog.stillRunning(returned);
        returned.invoking(false);

        assertThat(watchdog.stuckHandlers()).singleElement().satisfies(handler -> {
            assertThat(handler.handler()).isEqualTo("text slow");
            assertThat(handler.updateId()).isEqualTo(7);
            assertThat(handler.since()).isEqualTo(stuck.invokedAt());
        });
        stuck.invoking(false);
        assertThat(watchdog.stuckHandlers()).isEmpty();
    }
}
