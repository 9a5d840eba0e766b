package io.github.quarkustelegram.it.hostile;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.smallrye.mutiny.Uni;

/**
 * The hostile-input suite's and the soak's sink: how many times each {@code update_id} was handed over and when it
 * first was, and nothing kept of the update itself (so that the heap it measures is the webhook's, not this sink's).
 * An alternative, enabled only by the profiles that use it.
 */
@Alternative
@Singleton
public class CountingSink implements UpdateSink {

    private final Map<Integer, Handed> handed = new ConcurrentHashMap<>();
    private final AtomicLong total = new AtomicLong();

    /** How often one update id was handed over, and the {@link System#nanoTime()} of the first time. */
    public static final class Handed {
        final AtomicInteger count = new AtomicInteger();
        volatile long firstNanos;

        /** @return how many times */
        public int count() {
            return count.get();
        }

        /** @return when first handed over, {@link System#nanoTime()} */
        public long firstNanos() {
            return firstNanos;
        }
    }

    @Override
    public Uni<Void> accept(Update update) {
        long now = System.nanoTime();
        Handed h = handed.computeIfAbsent(update.updateId(), id -> new Handed());
        if (h.count.incrementAndGet() == 1) {
            h.firstNanos = now;
        }
        total.incrementAndGet();
        return Uni.createFrom().voidItem();
    }

    /**
     * @param updateId an update id
     * @return how it was handed over, or null if never
     */
    public Handed handed(int updateId) {
        return handed.get(updateId);
    }

    /** @return how many updates were handed over in all (each delivery that was handled counts) */
    public long total() {
        return total.get();
    }

    /** @return how many distinct ids were handed over */
    public int distinct() {
        return handed.size();
    }

    /**
     * @param from the first id
     * @param to the id after the last
     * @return how many distinct ids in that range were handed over
     */
    public long distinctIn(int from, int to) {
        return handed.keySet().stream().filter(id -> id >= from && id < to).count();
    }

    /** Forgets everything. */
    public void clear() {
        handed.clear();
        total.set(0);
    }
}
