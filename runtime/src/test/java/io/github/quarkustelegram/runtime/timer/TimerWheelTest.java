package io.github.quarkustelegram.runtime.timer;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.netty.util.Timeout;

/**
 * {@link TimerWheel}: a finished call's deadline leaves the timer at once (not when it would have expired), a
 * deadline that passes fires, and the timer's thread ends with the last user.
 */
@org.junit.jupiter.api.Timeout(30)
class TimerWheelTest {

    @Test
    void cancelledDeadlinesLeaveTheWheelWithinATick() throws Exception {
        try (TimerWheel deadlines = TimerWheel.open()) {
            // the wheel is the JVM's: the clients of other tests of the run (SharedFakeBotApi's) keep theirs on it
            long before = deadlines.pending();
            List<Timeout> armed = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                armed.add(deadlines.arm(Duration.ofSeconds(75).toNanos(), expired -> {
                    throw new AssertionError("a cancelled deadline fired");
                }));
            }
            // not before + 10,000: a deadline of another test's client may expire meanwhile (seen on a loaded machine)
            assertThat(deadlines.pending()).isGreaterThanOrEqualTo(10_000);

            armed.forEach(Timeout::cancel);

            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (deadlines.pending() > before && System.nanoTime() < until) {
                Thread.sleep(TimerWheel.TICK_MILLIS);
            }
            assertThat(deadlines.pending()).as("75 s deadlines of calls that ended, still held")
                    .isLessThanOrEqualTo(before);
        }
    }

    @Test
    void aDeadlineFiresNoEarlierThanItsTime() throws Exception {
        try (TimerWheel deadlines = TimerWheel.open()) {
            CountDownLatch fired = new CountDownLatch(1);
            long start = System.nanoTime();
            long[] firedAfter = new long[1];

            deadlines.arm(Duration.ofMillis(50).toNanos(), expired -> {
                firedAfter[0] = System.nanoTime() - start;
                fired.countDown();
            });

            assertThat(fired.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(Duration.ofNanos(firedAfter[0])).isGreaterThanOrEqualTo(Duration.ofMillis(50));
        }
    }

    @Test
    void theTimerThreadEndsWithTheLastUser() {
        int before = TimerWheel.users(); // clients of other tests of this JVM may hold a share
        TimerWheel first = TimerWheel.open();
        TimerWheel second = TimerWheel.open();
        first.arm(1, expired -> {
        });

        first.close();
        first.close(); // idempotent: does not let go of the second's share
        assertThat(TimerWheel.users()).isEqualTo(before + 1);
        assertThat(TimerWheel.running()).isTrue();

        second.close();
        assertThat(TimerWheel.users()).isEqualTo(before);
        assertThat(TimerWheel.running()).isEqualTo(before > 0);
    }
}
