package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/**
 * The pace on given {@code nanoTime} values: never more than the rate in any sliding second, evenly spaced, the busy
 * rate while users chat and the idle one otherwise, a 429's hold, and sends counted from their answers.
 */
class BroadcastPaceTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1000 * MS;
    /** A start far from 0, as {@code nanoTime} is. */
    private static final long T0 = 123_456_789_000L;

    private final AtomicLong lastUpdate = new AtomicLong();
    /** 5 a second while users chat, 10 when none does, 100 paid; quiet after 2 s. */
    private final BroadcastPace pace = new BroadcastPace(5, 10, Duration.ofSeconds(2), 100, lastUpdate::get);

    /** Sends as fast as the pace lets, answered {@code rtt} after each take, for {@code span}; returns the answers. */
    private List<Long> sendFor(boolean paid, long span, long rtt, boolean chatting) {
        List<Long> answers = new ArrayList<>();
        long now = T0;
        while (now < T0 + span) {
            if (chatting) {
                lastUpdate.set(now);
            }
            long wait = pace.take(paid, now);
            if (wait == 0) {
                pace.answered(paid, now, now + rtt);
                answers.add(now + rtt);
                now += rtt; // one in flight
            } else {
                assertThat(wait).isPositive();
                now += wait;
            }
        }
        return answers;
    }

    private static int mostInAnySecond(List<Long> times) {
        List<Long> sorted = new ArrayList<>(times);
        sorted.sort(null);
        int most = 0;
        int from = 0;
        for (int to = 0; to < sorted.size(); to++) {
            while (sorted.get(to) - sorted.get(from) >= SECOND) {
                from++;
            }
            most = Math.max(most, to - from + 1);
        }
        return most;
    }

    @Test
    void idleItKeepsToTheIdleRateInEverySecondWithoutIdling() {
        List<Long> answers = sendFor(false, 10 * SECOND, 3 * MS, false);
        assertThat(mostInAnySecond(answers)).isEqualTo(10);
        assertThat(answers).hasSizeBetween(99, 101);
    }

    @Test
    void whileUsersChatItKeepsToItsShare() {
        List<Long> answers = sendFor(false, 10 * SECOND, 3 * MS, true);
        assertThat(mostInAnySecond(answers)).isEqualTo(5);
        assertThat(answers).hasSizeBetween(49, 51);
    }

    @Test
    void paidSendsHaveTheirOwnRate() {
        List<Long> answers = sendFor(true, 2 * SECOND, MS / 2, true);
        assertThat(mostInAnySecond(answers)).isEqualTo(100);
        assertThat(answers).hasSizeBetween(199, 201);
        assertThat(pace.take(false, T0 + 2 * SECOND)).as("the free rate untouched by paid sends").isZero();
    }

    @Test
    void sendsAreEvenlySpaced() {
        assertThat(pace.take(false, T0)).isZero();
        // idle: 10 a second, one every 100 ms
        assertThat(pace.take(false, T0 + 40 * MS)).isEqualTo(60 * MS);
        assertThat(pace.take(false, T0 + 100 * MS)).isZero();
        assertThat(pace.take(false, T0 + 150 * MS)).isEqualTo(50 * MS);
    }

    @Test
    void theFreeRateFollowsTheLastUpdate() {
        assertThat(pace.freeRate(T0)).as("no update ever").isEqualTo(10);
        lastUpdate.set(T0);
        assertThat(pace.freeRate(T0 + SECOND)).as("an update a second ago").isEqualTo(5);
        assertThat(pace.freeRate(T0 + 2 * SECOND - 1)).isEqualTo(5);
        assertThat(pace.freeRate(T0 + 2 * SECOND)).as("quiet for 2 s").isEqualTo(10);
    }

    @Test
    void aHoldStopsEverySendUntilItEnds() {
        pace.hold(Duration.ofSeconds(3), T0);
        assertThat(pace.take(false, T0)).isEqualTo(3 * SECOND);
        assertThat(pace.take(true, T0 + SECOND)).as("paid ones too").isEqualTo(2 * SECOND);
        pace.hold(Duration.ofSeconds(1), T0 + SECOND);
        assertThat(pace.take(false, T0 + SECOND)).as("a shorter hold does not cut a longer one")
                .isEqualTo(2 * SECOND);
        assertThat(pace.take(false, T0 + 3 * SECOND)).isZero();
    }

    @Test
    void aSendCountsFromItsAnswer() {
        BroadcastPace even = new BroadcastPace(2, 2, Duration.ofSeconds(2), 100, lastUpdate::get);
        assertThat(even.take(false, T0)).isZero();
        even.answered(false, T0, T0 + 800 * MS); // a slow answer: it may have reached Telegram at 800 ms
        assertThat(even.take(false, T0 + 800 * MS)).isZero();
        even.answered(false, T0 + 800 * MS, T0 + 810 * MS);
        // counted at the take, the third could go at 1 s; counted at the answer, not before 1.8 s
        assertThat(even.take(false, T0 + SECOND)).isEqualTo(800 * MS);
        assertThat(even.take(false, T0 + 1800 * MS)).isZero();
    }

    @Test
    void answersOutOfOrderNeverPutMoreThanTheRateInASecond() {
        // several in flight: the first send answered after 1.1 s, after two later ones
        BroadcastPace two = new BroadcastPace(2, 2, Duration.ofSeconds(2), 100, lastUpdate::get);
        assertThat(two.take(false, T0)).isZero(); // A
        assertThat(two.take(false, T0 + 500 * MS)).isZero(); // B
        two.answered(false, T0 + 500 * MS, T0 + 510 * MS);
        assertThat(two.take(false, T0 + 1000 * MS)).isZero(); // C: A, unanswered, counts from its take
        two.answered(false, T0 + 1000 * MS, T0 + 1005 * MS);
        two.answered(false, T0, T0 + 1100 * MS);
        List<Long> answers = new ArrayList<>(List.of(T0 + 510 * MS, T0 + 1005 * MS, T0 + 1100 * MS));
        long now = T0 + 1100 * MS;
        while (answers.size() < 8) {
            long wait = two.take(false, now);
            if (wait == 0) {
                two.answered(false, now, now + MS);
                answers.add(now + MS);
                now += MS;
            } else {
                now += wait;
            }
        }
        // the first three were in flight together; each send the pace let go after them keeps the second before it
        for (long send : answers.subList(3, answers.size())) {
            long inTheSecond = answers.stream().filter(a -> a <= send && send - a < SECOND).count();
            assertThat(inTheSecond).as("answers in the second up to %d ms: %s", (send - T0) / MS,
                    answers.stream().map(a -> (a - T0) / MS).toList()).isLessThanOrEqualTo(2);
        }
    }
}
