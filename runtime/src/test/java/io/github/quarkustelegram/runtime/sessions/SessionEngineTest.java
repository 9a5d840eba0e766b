package io.github.quarkustelegram.runtime.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;
import io.github.quarkustelegram.sessions.StoredSession;
import io.github.quarkustelegram.sessions.UnreadableSessionException;

/** The engine on the in-memory store: keys, fresh values, what is written, and values that cannot be read. */
class SessionEngineTest {

    /** A mutable per-chat cart, changed in place. */
    @SessionData
    static class Cart {
        private final List<String> items = new ArrayList<>();
        private Instant since = Instant.EPOCH;

        /** Computed, not data: not written. */
        public int getSize() {
            return items.size();
        }
    }

    @SessionData(scope = SessionScope.CHAT_MEMBER, name = "score")
    record Score(long points) {
    }

    @SessionData(startOverWhenUnreadable = true)
    static class Tolerant {
        int count;
    }

    static class NotASession {
    }

    private final InMemorySessionStore store = new InMemorySessionStore(100);
    private final SessionEngine engine = new SessionEngine(store, Duration.ofHours(1));

    @Test
    void keysAreTheNameAndTheScopesIds() {
        assertThat(SessionType.of(Cart.class).key(SessionUpdates.message(-100, 7))).isEqualTo("Cart:c-100");
        assertThat(SessionType.of(Score.class).key(SessionUpdates.message(-100, 7))).isEqualTo("score:c-100:u7");
        assertThatThrownBy(() -> SessionType.of(Cart.class).key(SessionUpdates.inlineQuery(7)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Cart.class.getName()).hasMessageContaining("per CHAT")
                .hasMessageContaining("inline_query").hasMessageContaining("has no chat");
        assertThatThrownBy(() -> SessionType.of(NotASession.class)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("annotate it with @" + SessionData.class.getName());
    }

    @Test
    void aChangeInPlaceIsWrittenAndAnUnchangedValueIsNot() {
        var update = SessionUpdates.message(5, 7);
        Session<Cart> cart = engine.load(update, Cart.class).await().indefinitely();
        assertThat(cart.get().items).isEmpty();
        engine.save(cart).await().indefinitely();
        assertThat(store.size()).as("a fresh value unchanged is not written").isZero();

        cart.get().items.add("tea");
        cart.get().since = Instant.parse("2026-12-03T10:00:00Z");
        engine.save(cart).await().indefinitely();
        StoredSession stored = store.load("Cart:c5").await().indefinitely();
        assertThat(stored.json()).isEqualTo("{\"items\":[\"tea\"],\"since\":\"2026-12-03T10:00:00Z\"}");
        engine.save(cart).await().indefinitely();
        assertThat(store.load("Cart:c5").await().indefinitely().version()).isEqualTo(1);

        Session<Cart> again = engine.load(update, Cart.class).await().indefinitely();
        assertThat(again.get().items).containsExactly("tea");
        again.clear();
        engine.save(again).await().indefinitely();
        assertThat(store.load("Cart:c5").await().indefinitely()).isNull();
    }

    @Test
    void aRecordWithoutInitialHasNoFreshValue() {
        Session<Score> score = engine.load(SessionUpdates.message(5, 7), Score.class).await().indefinitely();
        assertThat(score.get()).isNull();
        score.set(new Score(3));
        engine.save(score).await().indefinitely();
        assertThat(engine.load(SessionUpdates.message(5, 7), Score.class).await().indefinitely().get())
                .isEqualTo(new Score(3));
        assertThat(engine.load(SessionUpdates.message(5, 8), Score.class).await().indefinitely().get()).isNull();
    }

    @Test
    void aValueTheClassCannotReadFailsNamingTheKeyAndTheClass() {
        store.compareAndSet("Cart:c5", 0, "{\"items\":\"not a list\"}", Duration.ofHours(1)).await().indefinitely();
        assertThatThrownBy(() -> engine.load(SessionUpdates.message(5, 7), Cart.class).await().indefinitely())
                .isInstanceOf(UnreadableSessionException.class)
                .hasMessageContaining("Cart:c5").hasMessageContaining(Cart.class.getName())
                .hasMessageContaining("Sessions.delete");
        // the way out: delete it
        engine.delete(SessionUpdates.message(5, 7), Cart.class).await().indefinitely();
        assertThat(engine.load(SessionUpdates.message(5, 7), Cart.class).await().indefinitely().get().items).isEmpty();
    }

    @Test
    void unknownPropertiesAreIgnoredAndStartingOverReplacesAnUnreadableValue() {
        store.compareAndSet("Tolerant:c5", 0, "{\"count\":2,\"removed\":true}", Duration.ofHours(1)).await()
                .indefinitely();
        Session<Tolerant> read = engine.load(SessionUpdates.message(5, 7), Tolerant.class).await().indefinitely();
        assertThat(read.get().count).isEqualTo(2);

        store.delete("Tolerant:c5").await().indefinitely();
        store.compareAndSet("Tolerant:c5", 0, "{\"count\":\"many\"}", Duration.ofHours(1)).await().indefinitely();
        Session<Tolerant> fresh = engine.load(SessionUpdates.message(5, 7), Tolerant.class).await().indefinitely();
        assertThat(fresh.get().count).isZero();
        engine.save(fresh).await().indefinitely();
        assertThat(store.load("Tolerant:c5").await().indefinitely()).isEqualTo(new StoredSession("{\"count\":0}", 2));
    }
}
