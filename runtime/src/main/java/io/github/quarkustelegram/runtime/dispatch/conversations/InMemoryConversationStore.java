package io.github.quarkustelegram.runtime.dispatch.conversations;

import java.time.Clock;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.smallrye.mutiny.Uni;

/**
 * The default {@link ConversationStore}: a concurrent map in this JVM. Compare-and-set compares whole states (their
 * version included). Expired states are dropped when read, and all of them every {@value #SWEEP_EVERY} writes, so
 * abandoned conversations do not pile up.
 */
public final class InMemoryConversationStore implements ConversationStore {

    static final int SWEEP_EVERY = 1024;

    private record Key(String conversation, String key) {
    }

    private final ConcurrentMap<Key, ConversationState> states = new ConcurrentHashMap<>();
    private final AtomicLong writes = new AtomicLong();
    private final Clock clock;

    /** A store on the system clock. */
    public InMemoryConversationStore() {
        this(Clock.systemUTC());
    }

    /** @param clock the clock deciding expiry */
    public InMemoryConversationStore(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public Uni<@Nullable ConversationState> load(String conversation, String key) {
        Key k = new Key(conversation, key);
        ConversationState state = states.get(k);
        if (state != null && state.expiredAt(clock.instant())) {
            states.remove(k, state);
            state = null;
        }
        return Uni.createFrom().item(state);
    }

    @Override
    public Uni<Boolean> compareAndSet(String conversation, String key, @Nullable ConversationState expected,
            @Nullable ConversationState next) {
        Key k = new Key(conversation, key);
        boolean done;
        if (expected == null) {
            done = next == null ? !states.containsKey(k) : states.putIfAbsent(k, next) == null;
        } else if (next == null) {
            done = states.remove(k, expected);
        } else {
            done = states.replace(k, expected, next);
        }
        if (done && writes.incrementAndGet() % SWEEP_EVERY == 0) {
            sweep();
        }
        return Uni.createFrom().item(done);
    }

    /** @return how many states are kept, expired ones not yet dropped included */
    public int size() {
        return states.size();
    }

    /** @return the conversations not expired, for the Dev UI and the metrics */
    public java.util.List<ConversationState> active() {
        var now = clock.instant();
        return states.values().stream().filter(state -> !state.expiredAt(now)).toList();
    }

    private void sweep() {
        var now = clock.instant();
        states.entrySet().removeIf(e -> e.getValue().expiredAt(now));
    }
}
