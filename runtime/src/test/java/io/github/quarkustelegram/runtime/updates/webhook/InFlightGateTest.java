package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

class InFlightGateTest {

    @Test
    void aDrainCompletesWhenTheLastRequestInFlightFinishes() {
        InFlightGate gate = new InFlightGate();
        assertThat(gate.enter()).isEqualTo(1);
        assertThat(gate.enter()).isEqualTo(2);
        CompletableFuture<Void> drained = gate.drain();
        assertThat(gate.draining()).isTrue();
        gate.exit();
        assertThat(drained).isNotDone();
        gate.exit();
        assertThat(drained).isCompleted();
    }

    @Test
    void aDrainWithNothingInFlightCompletesAtOnceAndFinishingWithoutADrainCompletesNothing() {
        InFlightGate idle = new InFlightGate();
        idle.enter();
        idle.exit();
        assertThat(idle.draining()).isFalse();
        assertThat(idle.drain()).isCompleted();
    }
}
