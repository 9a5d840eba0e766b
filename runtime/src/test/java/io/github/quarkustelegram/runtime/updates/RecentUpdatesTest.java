package io.github.quarkustelegram.runtime.updates;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;

/** {@link RecentUpdates}: the contract of a ledger, then its bound. */
class RecentUpdatesTest extends AbstractUpdateLedgerTest {

    private final RecentUpdates recent = new RecentUpdates(3);

    @Override
    protected UpdateLedger ledger() {
        return new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY);
    }

    @Test
    void onlyTheLastHandledIdsAreRemembered() {
        for (long id = 1; id <= 5; id++) {
            recent.begin(id);
            recent.end(id, true);
        }

        assertThat(recent.size()).isEqualTo(3);
        assertThat(recent.begin(1)).as("evicted").isInstanceOf(Admission.Handle.class);
        assertThat(recent.begin(5)).isInstanceOf(Admission.Handled.class);
    }

    @Test
    void distinctIdsGetDistinctKeys() {
        java.util.Set<Long> keys = new java.util.HashSet<>();
        for (long id = -1_000; id < 200_000; id++) {
            keys.add(RecentUpdates.key(id));
        }
        for (long id : new long[] { Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32, (1L << 32) + 1, 1L << 62 }) {
            keys.add(RecentUpdates.key(id));
        }
        assertThat(keys).hasSize(201_000 + 5);
    }

    @Test
    void consecutiveIdsAtCapacityKeepTheirStates() {
        RecentUpdates full = new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY);
        long first = 900_000_000L;
        long ids = 3L * RecentUpdates.DEFAULT_CAPACITY;
        for (long id = first; id < first + ids; id++) {
            assertThat(full.begin(id)).isInstanceOf(Admission.Handle.class);
            full.end(id, true);
        }

        assertThat(full.size()).isEqualTo(RecentUpdates.DEFAULT_CAPACITY);
        assertThat(full.begin(first + ids - 1)).isInstanceOf(Admission.Handled.class);
        assertThat(full.begin(first + ids - RecentUpdates.DEFAULT_CAPACITY)).isInstanceOf(Admission.Handled.class);
        assertThat(full.begin(first + ids - RecentUpdates.DEFAULT_CAPACITY - 1)).as("evicted")
                .isInstanceOf(Admission.Handle.class);
    }
}
