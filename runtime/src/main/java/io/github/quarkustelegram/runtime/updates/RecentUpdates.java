package io.github.quarkustelegram.runtime.updates;

import java.util.concurrent.CompletableFuture;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.netty.util.collection.LongObjectHashMap;

/**
 * The updates a receiver is handling or has handled lately, by {@code update_id}, so that none is handled twice:
 * Telegram delivers a webhook update again when its answer was late or not 2xx, and a poller restarted in the same
 * process fetches again what it had not confirmed. The default {@link UpdateLedger}: one instance's, answering at once
 * (never {@link Admission.Later} or {@link Admission.Busy}); per-chat order is the dispatcher's.
 *
 * <ul>
 * <li>{@link #begin} says whether an update is new ({@link Admission#HANDLE}: the caller handles it, then calls
 * {@link #end}), in flight (the caller may wait for its outcome), or handled lately.</li>
 * <li>An update whose handling failed is forgotten at once: its next delivery is handled again.</li>
 * <li>Bounded: the last {@code capacity} handled ids are remembered (a ring of ids, a map by primitive id); updates in
 * flight are not counted, the dispatcher bounds them.</li>
 * </ul>
 * Thread-safe.
 */
public final class RecentUpdates implements UpdateLedger {

    /** The handled ids remembered by default: more than a busy bot receives in the minutes a redelivery takes. */
    public static final int DEFAULT_CAPACITY = 16_384;

    private final Object lock = new Object();
    private final int capacity;
    /**
     * Per id ({@link #key mixed}): {@link #DONE} when handled, else the outcome of the handling in flight (created when
     * first waited for).
     */
    private final LongObjectHashMap<Object> states = new LongObjectHashMap<>();
    private final long[] handledRing;
    private int ringNext;
    private int ringSize;

    private static final Object DONE = new Object();
    private static final Object RUNNING = new Object();

    /** @param capacity how many handled ids are remembered */
    public RecentUpdates(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.handledRing = new long[capacity];
    }

    @Override
    public Admission admit(Update update) {
        return begin(update.updateId());
    }

    @Override
    public void settle(Update update, boolean handled) {
        end(update.updateId(), handled);
    }

    /**
     * @param updateId the update's id
     * @return whether to handle it, wait for it, or acknowledge it as handled
     */
    public Admission begin(long updateId) {
        long key = key(updateId);
        synchronized (lock) {
            Object state = states.get(key);
            if (state == null) {
                states.put(key, RUNNING);
                return Admission.HANDLE;
            }
            if (state == DONE) {
                return Admission.HANDLED;
            }
            if (state == RUNNING) {
                CompletableFuture<Boolean> outcome = new CompletableFuture<>();
                states.put(key, outcome);
                return new Admission.InFlight(outcome);
            }
            @SuppressWarnings("unchecked")
            CompletableFuture<Boolean> outcome = (CompletableFuture<Boolean>) state;
            return new Admission.InFlight(outcome);
        }
    }

    /**
     * The handling of an update {@link #begin} admitted as new ended.
     *
     * @param updateId the update's id
     * @param handled true when handled (it is remembered), false when it failed (it is forgotten: handled again if
     *        delivered again)
     */
    public void end(long updateId, boolean handled) {
        @Nullable
        Object previous;
        long key = key(updateId);
        synchronized (lock) {
            previous = states.remove(key);
            if (handled) {
                if (ringSize == capacity) {
                    long evicted = handledRing[ringNext];
                    if (states.get(evicted) == DONE) {
                        states.remove(evicted);
                    }
                } else {
                    ringSize++;
                }
                handledRing[ringNext] = key;
                ringNext = (ringNext + 1) % capacity;
                states.put(key, DONE);
            }
        }
        if (previous instanceof CompletableFuture<?> waiting) {
            @SuppressWarnings("unchecked")
            CompletableFuture<Boolean> outcome = (CompletableFuture<Boolean>) waiting;
            outcome.complete(handled);
        }
    }

    /**
     * The map's key for an update id: the id's bits mixed (MurmurHash3's 64-bit finaliser, a bijection, so two ids
     * never share a key). Why: Netty's map places a key at its low bits and, on removal, shifts back the run of
     * occupied slots after it. Telegram's ids are consecutive, so the handled ones filled one run of up to 16,384
     * slots, and every removal walked it: 44 % of the webhook's event loop at 16,000 updates/s.
     */
    static long key(long updateId) {
        long k = updateId;
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }

    /** @return how many ids are held (handled and in flight), for tests */
    int size() {
        synchronized (lock) {
            return states.size();
        }
    }
}
