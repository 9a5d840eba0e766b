package io.github.quarkustelegram.runtime.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

/** The running tasks' places, with start times given by the test (no clock). */
class RunningSlotsTest {

    private static final class Plain extends PerChatScheduler.Task {
        @Override
        protected void run() {
        }
    }

    private final PerChatScheduler.Task a = new Plain();
    private final PerChatScheduler.Task b = new Plain();
    private final PerChatScheduler.Task c = new Plain();
    private final PerChatScheduler.Task[] into = new PerChatScheduler.Task[3];

    private PerChatScheduler.Task[] startedBefore(RunningSlots slots, long time) {
        return Arrays.copyOf(into, slots.startedBefore(time, into));
    }

    @Test
    void theTasksStartedBeforeATimeAreFoundAndAFreedPlaceIsTakenAgain() {
        RunningSlots slots = new RunningSlots(3);
        int slotA = slots.take(a, 100);
        int slotB = slots.take(b, 200);
        int slotC = slots.take(c, 300);

        assertThat(new int[] { slotA, slotB, slotC }).containsExactlyInAnyOrder(0, 1, 2);
        assertThat(startedBefore(slots, 100)).isEmpty();
        assertThat(startedBefore(slots, 250)).containsExactlyInAnyOrder(a, b);

        slots.free(slotA);
        assertThat(startedBefore(slots, 1_000)).containsExactlyInAnyOrder(b, c);
        assertThat(slots.take(a, 400)).as("the place given back").isEqualTo(slotA);
        assertThat(startedBefore(slots, 350)).containsExactlyInAnyOrder(b, c);
    }

    @Test
    void startTimesAreComparedAsNanoTimesAcrossTheirOverflow() {
        RunningSlots slots = new RunningSlots(2);
        slots.take(a, Long.MAX_VALUE - 5);
        slots.take(b, Long.MIN_VALUE + 10);

        assertThat(startedBefore(slots, Long.MIN_VALUE + 5)).containsExactly(a);
    }
}
