package io.github.quarkustelegram.runtime.callbacks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class InMemoryCallbackDataStoreTest {

    private final AtomicLong now = new AtomicLong();

    @Test
    void keepsEachEntryForItsTimeToLive() {
        InMemoryCallbackDataStore store = new InMemoryCallbackDataStore(10, Duration.ofSeconds(10), now::get);
        String key = store.put("data");
        assertThat(key).hasSize(12).doesNotContain(":", "\\");
        now.addAndGet(Duration.ofSeconds(9).toNanos());
        assertThat(store.get(key)).isEqualTo("data");
        now.addAndGet(Duration.ofSeconds(1).toNanos());
        assertThat(store.get(key)).isNull();
        assertThat(store.size()).isZero();
    }

    @Test
    void dropsTheOldestBeyondItsCapacity() {
        InMemoryCallbackDataStore store = new InMemoryCallbackDataStore(2, Duration.ofHours(1), now::get);
        String first = store.put("1");
        String second = store.put("2");
        String third = store.put("3");
        assertThat(store.get(first)).isNull();
        assertThat(store.get(second)).isEqualTo("2");
        assertThat(store.get(third)).isEqualTo("3");
        assertThat(store.size()).isEqualTo(2);
    }

    @Test
    void expiredEntriesAreDroppedWhenOthersArePut() {
        InMemoryCallbackDataStore store = new InMemoryCallbackDataStore(100, Duration.ofSeconds(1), now::get);
        store.put("a");
        store.put("b");
        now.addAndGet(Duration.ofSeconds(2).toNanos());
        store.put("c");
        assertThat(store.size()).isEqualTo(1);
    }

    @Test
    void refusesANonsenseConfiguration() {
        assertThatThrownBy(() -> new InMemoryCallbackDataStore(0, Duration.ofSeconds(1), now::get))
                .hasMessageContaining("capacity");
        assertThatThrownBy(() -> new InMemoryCallbackDataStore(1, Duration.ZERO, now::get))
                .hasMessageContaining("ttl");
    }
}
