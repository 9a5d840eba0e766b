package io.github.quarkustelegram.runtime.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

/** {@link RecentUpdates}: new, in flight (with its outcome), handled; failures forgotten; bounded. */
class RecentUpdatesTest {

    private final RecentUpdates recent = new RecentUpdates(3);

    @Test
    void anUpdateIsNewThenInFlightThenHandled() {
        assertThat(recent.begin(1)).isInstanceOf(RecentUpdates.New.class);
        RecentUpdates.Admission again = recent.begin(1);
        assertThat(again).isInstanceOf(RecentUpdates.InFlight.class);
        CompletableFuture<Boolean> outcome = ((RecentUpdates.InFlight) again).outcome();
        assertThat(outcome).isNotDone();

        recent.end(1, true);

        assertThat(outcome).isCompletedWithValue(true);
        assertThat(recent.begin(1)).isInstanceOf(RecentUpdates.Handled.class);
    }

    @Test
    void aFailedUpdateIsForgottenSoThatItsNextDeliveryIsHandled() {
        recent.begin(2);
        RecentUpdates.InFlight waiting = (RecentUpdates.InFlight) recent.begin(2);

        recent.end(2, false);

        assertThat(waiting.outcome()).isCompletedWithValue(false);
        assertThat(recent.begin(2)).isInstanceOf(RecentUpdates.New.class);
    }

    @Test
    void onlyTheLastHandledIdsAreRemembered() {
        for (long id = 1; id <= 5; id++) {
            recent.begin(id);
            recent.end(id, true);
        }

        assertThat(recent.size()).isEqualTo(3);
        assertThat(recent.begin(1)).as("evicted").isInstanceOf(RecentUpdates.New.class);
        assertThat(recent.begin(5)).isInstanceOf(RecentUpdates.Handled.class);
    }
}
