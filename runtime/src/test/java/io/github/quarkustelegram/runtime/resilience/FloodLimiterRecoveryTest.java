package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * A scheduler that refuses a timer once (as Vert.x refuses one under 1 ms) must not stop the limiter for good: the
 * calls after it are still paced and sent.
 */
class FloodLimiterRecoveryTest {

    /** A virtual clock whose first schedule call throws. */
    private static final class RefusingOnce implements ResilienceScheduler {
        final VirtualScheduler time = new VirtualScheduler();
        boolean refused;

        @Override
        public long nanoTime() {
            return time.nanoTime();
        }

        @Override
        public Cancellable schedule(Duration delay, Runnable task) {
            if (!refused) {
                refused = true;
                throw new IllegalArgumentException("Cannot schedule a timer with delay < 1 ms");
            }
            return time.schedule(delay, task);
        }
    }

    @Test
    void aRefusedTimerDoesNotStopTheLimiter() {
        RefusingOnce clock = new RefusingOnce();
        ScriptedTransport telegram = new ScriptedTransport(clock);
        FloodControlChain flood = new FloodControlChain(telegram, FloodControlLimits.defaults(), clock);

        UniAssertSubscriber<String> first = flood.execute(TestRequest.send(42, "m0")).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        // the second must wait a second: its timer is the one refused
        flood.execute(TestRequest.send(42, "m1")).subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(clock.refused).isTrue();
        first.assertCompleted();

        clock.time.advance(Duration.ofSeconds(2));
        UniAssertSubscriber<String> third = flood.execute(TestRequest.send(42, "m2")).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        clock.time.advance(Duration.ofSeconds(3));

        third.assertCompleted();
        assertThat(telegram.calls()).extracting(call -> ((TestRequest) call.request()).label()).endsWith("m2");
    }
}
