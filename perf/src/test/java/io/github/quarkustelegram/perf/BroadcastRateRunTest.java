package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.broadcasts.BroadcastState;

/** Not a timed test: checks that the run sends each recipient one message and reads what the fake saw. */
class BroadcastRateRunTest {

    @Test
    void aPaidBroadcastReachesEveryRecipientOnce() {
        BroadcastRateRun.Result result = BroadcastRateRun
                .run(new BroadcastRateRun.Config("paid-in-flight-4", 40, true, false, 4, 1000));
        assertThat(result.progress().state()).isEqualTo(BroadcastState.DONE);
        assertThat(result.progress().sent()).isEqualTo(40);
        assertThat(result.sends()).isEqualTo(40);
        assertThat(result.maxInASecond()).isBetween(1, 40);
        assertThat(result.line()).startsWith("broadcast-rate: paid-in-flight-4: configured 1000/s, achieved ")
                .contains(", max in a second ", ", refused ");
    }

    @Test
    void aFreeBroadcastIsConfiguredAtTheIdleOrTheChattingRate() {
        BroadcastRateRun.Result result = BroadcastRateRun
                .run(new BroadcastRateRun.Config("free-chatting", 5, false, true, 1, 30));
        assertThat(result.sends()).isEqualTo(5);
        assertThat(result.config().configuredPerSecond()).isEqualTo(20);
        assertThat(new BroadcastRateRun.Config("free-idle", 5, false, false, 1, 30).configuredPerSecond())
                .isEqualTo(30);
    }

    @Test
    void theMostInASecondCountsSendsLessThanASecondApart() {
        long s = 1_000_000_000L;
        assertThat(BroadcastRateRun.maxInAnySecond(List.of())).isZero();
        assertThat(BroadcastRateRun.maxInAnySecond(List.of(0L, s / 2, s - 1, s, 2 * s))).isEqualTo(3);
    }
}
