package io.github.quarkustelegram.runtime.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.sessions.SessionStore;

/** The in-memory store: the contract, then its bound and its time to live. */
class InMemorySessionStoreTest extends AbstractSessionStoreTest {

    @Override
    protected SessionStore store() {
        return new InMemorySessionStore(1000);
    }

    @Test
    void theLeastRecentlyUsedGoesPastTheBound() {
        InMemorySessionStore store = new InMemorySessionStore(2);
        Duration ttl = Duration.ofMinutes(1);
        store.compareAndSet("a", 0, "1", ttl).await().indefinitely();
        store.compareAndSet("b", 0, "2", ttl).await().indefinitely();
        store.load("a").await().indefinitely(); // a used last
        store.compareAndSet("c", 0, "3", ttl).await().indefinitely();
        assertThat(store.size()).isEqualTo(2);
        assertThat(store.load("b").await().indefinitely()).isNull();
        assertThat(store.load("a").await().indefinitely()).isNotNull();
        assertThat(store.load("c").await().indefinitely()).isNotNull();
    }

    @Test
    void aValueExpiresItsTimeToLiveAfterItsLastWrite() {
        AtomicLong now = new AtomicLong(1_000);
        InMemorySessionStore store = new InMemorySessionStore(10, now::get);
        store.compareAndSet("a", 0, "1", Duration.ofSeconds(10)).await().indefinitely();
        now.addAndGet(9_999);
        assertThat(store.load("a").await().indefinitely()).isNotNull();
        store.compareAndSet("a", 1, "2", Duration.ofSeconds(10)).await().indefinitely();
        now.addAndGet(9_999);
        assertThat(store.load("a").await().indefinitely()).isNotNull();
        now.addAndGet(1);
        assertThat(store.load("a").await().indefinitely()).isNull();
        assertThat(store.size()).isZero();
        // expired is absent: a write from version 0 starts it again
        assertThat(store.compareAndSet("a", 0, "3", Duration.ofSeconds(10)).await().indefinitely()).isTrue();
    }

    @Test
    void aBoundBelowOneIsRefused() {
        assertThatThrownBy(() -> new InMemorySessionStore(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quarkus.telegram.sessions.max-entries");
    }
}
