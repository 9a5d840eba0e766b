package io.github.quarkustelegram.runtime.webapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SeenKeysTest {

    @Test
    void remembersAKeyUntilItExpires() {
        SeenKeys seen = new SeenKeys(10);

        assertThat(seen.firstUse("a", 1_000, 0)).isTrue();
        assertThat(seen.firstUse("a", 1_000, 999)).isFalse();
        assertThat(seen.firstUse("a", 3_000, 1_000)).isTrue();
    }

    @Test
    void forgetsExpiredKeysAndKeepsAtMostItsCapacity() {
        SeenKeys seen = new SeenKeys(3);
        for (int i = 0; i < 5; i++) {
            seen.firstUse("k" + i, 10_000, 0);
        }

        assertThat(seen.size()).isEqualTo(3);
        assertThat(seen.firstUse("k0", 10_000, 1)).as("the oldest was forgotten").isTrue();
        assertThat(seen.firstUse("k4", 10_000, 1)).isFalse();
        seen.firstUse("late", 20_000, 2);
        assertThat(seen.firstUse("other", 20_000, 10_000)).isTrue();
        assertThat(seen.size()).as("those expired at 10 000 are gone").isEqualTo(2);
        assertThatThrownBy(() -> new SeenKeys(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
