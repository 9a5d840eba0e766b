package io.github.quarkustelegram.runtime.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionConflictException;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.sessions.Sessions;
import io.github.quarkustelegram.sessions.StoredSession;

/**
 * The contract every {@link SessionStore} the extension offers passes, directly and through the engine: one small
 * subclass a store ({@code InMemorySessionStoreTest}, {@code RedisSessionStoreTest} on a real Redis).
 */
public abstract class AbstractSessionStoreTest {

    /** A per-user counter: two chats may change it at once. */
    @SessionData(scope = SessionScope.USER)
    record Visits(int count) {
        static Visits initial() {
            return new Visits(0);
        }
    }

    private static final Duration TTL = Duration.ofMinutes(5);

    /** @return a store with nothing in it (its own keys) */
    protected abstract SessionStore store();

    @Test
    void absentIsNull() {
        assertThat(store().load("Cart:c1").await().indefinitely()).isNull();
    }

    @Test
    void compareAndSetWritesTheNextVersionOnlyFromTheExpectedOne() {
        SessionStore store = store();
        assertThat(store.compareAndSet("Cart:c1", 1, "{\"a\":1}", TTL).await().indefinitely()).isFalse();
        assertThat(store.compareAndSet("Cart:c1", 0, "{\"a\":1}", TTL).await().indefinitely()).isTrue();
        assertThat(store.load("Cart:c1").await().indefinitely()).isEqualTo(new StoredSession("{\"a\":1}", 1));
        // a writer still at version 0 is refused, the value stays
        assertThat(store.compareAndSet("Cart:c1", 0, "{\"a\":2}", TTL).await().indefinitely()).isFalse();
        assertThat(store.compareAndSet("Cart:c1", 1, "{\"a\":3}", TTL).await().indefinitely()).isTrue();
        assertThat(store.load("Cart:c1").await().indefinitely()).isEqualTo(new StoredSession("{\"a\":3}", 2));
        assertThat(store.load("Cart:c2").await().indefinitely()).isNull();
    }

    @Test
    void aNullValueRemovesAndDeleteRemovesWhateverTheVersion() {
        SessionStore store = store();
        store.compareAndSet("Cart:c1", 0, "{}", TTL).await().indefinitely();
        assertThat(store.compareAndSet("Cart:c1", 1, null, TTL).await().indefinitely()).isTrue();
        assertThat(store.load("Cart:c1").await().indefinitely()).isNull();
        store.compareAndSet("Cart:c1", 0, "{}", TTL).await().indefinitely();
        store.delete("Cart:c1").await().indefinitely();
        assertThat(store.load("Cart:c1").await().indefinitely()).isNull();
        assertThat(store.compareAndSet("Cart:c1", 0, "{}", TTL).await().indefinitely()).isTrue();
    }

    @Test
    void aHolderWritesOnlyAChangeAndRefusesAStaleWrite() {
        SessionEngine engine = new SessionEngine(store(), TTL);
        UpdateContext inChat1 = SessionUpdates.message(1, 7);
        UpdateContext inChat2 = SessionUpdates.message(2, 7);
        Session<Visits> first = engine.load(inChat1, Visits.class).await().indefinitely();
        Session<Visits> second = engine.load(inChat2, Visits.class).await().indefinitely();
        assertThat(first.key()).isEqualTo("Visits:u7").isEqualTo(second.key());
        assertThat(first.get()).isEqualTo(new Visits(0));
        first.update(v -> new Visits(v.count() + 1));
        engine.save(first).await().indefinitely();
        second.update(v -> new Visits(v.count() + 10));
        assertThatThrownBy(() -> engine.save(second).await().indefinitely())
                .isInstanceOf(SessionConflictException.class).hasMessageContaining("Visits:u7");
        assertThat(engine.load(inChat2, Visits.class).await().indefinitely().get()).isEqualTo(new Visits(1));
    }

    /** Eight threads increment one per-user counter at once: every increment that reported success is counted. */
    @Test
    void concurrentUpdatesLoseNoWrite() throws Exception {
        Sessions sessions = new SessionEngine(store(), TTL);
        int threads = 8;
        int each = 50;
        AtomicInteger succeeded = new AtomicInteger();
        AtomicInteger conflicts = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                UpdateContext update = SessionUpdates.message(100 + t, 7); // one user, eight chats
                running.add(pool.submit(() -> {
                    for (int i = 0; i < each; i++) {
                        try {
                            // tag::update[]
                            sessions.update(update, Visits.class, v -> new Visits(v.count() + 1)) // may run twice
                                    // end::update[]
                                    .await().atMost(Duration.ofSeconds(30));
                            succeeded.incrementAndGet();
                        } catch (SessionConflictException e) {
                            conflicts.incrementAndGet();
                        }
                    }
                }));
            }
            for (Future<?> f : running) {
                f.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        Visits visits = sessions.load(SessionUpdates.message(1, 7), Visits.class).await().indefinitely().get();
        assertThat(succeeded.get() + conflicts.get()).isEqualTo(threads * each);
        assertThat(visits.count()).isEqualTo(succeeded.get());
        assertThat(succeeded.get()).isGreaterThan(threads * each / 2);
    }
}
