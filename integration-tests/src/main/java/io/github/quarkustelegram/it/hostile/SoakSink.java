package io.github.quarkustelegram.it.hostile;

import java.util.concurrent.atomic.AtomicIntegerArray;

import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.smallrye.mutiny.Uni;

/**
 * The soak's sink: how many times each {@code update_id} from 1 to {@link #CAPACITY} was handed over, in an array
 * allocated once, so that the heap the soak watches grows only if the webhook's does. An alternative, enabled only by
 * the soak's profile.
 */
@Alternative
@Singleton
public class SoakSink implements UpdateSink {

    /** The highest update id counted. */
    public static final int CAPACITY = 1_000_000;

    private final AtomicIntegerArray counts = new AtomicIntegerArray(CAPACITY + 1);

    @Override
    public Uni<Void> accept(Update update) {
        long id = update.updateId();
        if (id > 0 && id <= CAPACITY) {
            counts.incrementAndGet((int) id);
        }
        return Uni.createFrom().voidItem();
    }

    /**
     * @param updateId an update id, 1 to {@link #CAPACITY}
     * @return how many times it was handed over
     */
    public int count(int updateId) {
        return counts.get(updateId);
    }
}
