package io.github.quarkustelegram.runtime.broadcasts;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;

/**
 * What the metrics read of the broadcasts: the outcomes this instance recorded since it started (counters), and the
 * broadcasts not ended as the sending instance last read them from the store (gauges). Thread-safe.
 */
public final class BroadcastCounts {

    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong unreachable = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private volatile List<StoredBroadcast> lastRead = List.of();
    private volatile boolean sending;

    void record(RecipientOutcome outcome) {
        switch (outcome) {
            case SENT -> sent.incrementAndGet();
            case UNREACHABLE -> unreachable.incrementAndGet();
            case FAILED -> failed.incrementAndGet();
        }
    }

    void read(List<StoredBroadcast> all, boolean holdsLock) {
        lastRead = all.stream().filter(b -> !b.state().ended()).toList();
        sending = holdsLock;
    }

    /**
     * @param outcome an outcome
     * @return the recipients this instance recorded with it
     */
    public long recorded(RecipientOutcome outcome) {
        return switch (outcome) {
            case SENT -> sent.get();
            case UNREACHABLE -> unreachable.get();
            case FAILED -> failed.get();
        };
    }

    /** @return the broadcasts running, paused or preparing, as last read */
    public long active() {
        return lastRead.size();
    }

    /** @return the broadcasts running, as last read */
    public long running() {
        return lastRead.stream().filter(b -> b.state() == BroadcastState.RUNNING).count();
    }

    /** @return the recipients without an outcome in the broadcasts not ended, as last read */
    public long left() {
        return lastRead.stream().mapToLong(StoredBroadcast::left).sum();
    }

    /** @return whether this instance holds the senders' lock (it sends), as last seen */
    public boolean sending() {
        return sending;
    }
}
