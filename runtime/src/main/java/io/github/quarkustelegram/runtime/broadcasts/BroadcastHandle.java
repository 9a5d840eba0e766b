package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/** A {@link Broadcast} by its id: every answer is read from, or written to, the store. */
final class BroadcastHandle implements Broadcast {

    private static final Duration POLL = Duration.ofMillis(500);
    private static final Set<BroadcastState> RUNNING = Set.of(BroadcastState.RUNNING);
    private static final Set<BroadcastState> PAUSED = Set.of(BroadcastState.PAUSED);
    private static final Set<BroadcastState> NOT_ENDED = Set.of(BroadcastState.PREPARING, BroadcastState.RUNNING,
            BroadcastState.PAUSED);

    private final String id;
    private final String name;
    private final SendingParts parts;
    private final BroadcastEngine engine;

    BroadcastHandle(String id, String name, SendingParts parts, BroadcastEngine engine) {
        this.id = id;
        this.name = name;
        this.parts = parts;
        this.engine = engine;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Uni<BroadcastProgress> progress() {
        return parts.store().find(id).map(b -> {
            if (b == null) {
                throw new IllegalStateException("Broadcast " + id + " is no longer kept (removed)");
            }
            return BroadcastProgress.of(b, parts.now());
        });
    }

    @Override
    public Uni<Boolean> pause() {
        return parts.store().transition(id, RUNNING, BroadcastState.PAUSED, parts.now());
    }

    @Override
    public Uni<Boolean> resume() {
        return parts.store().transition(id, PAUSED, BroadcastState.RUNNING, parts.now())
                .call(resumed -> resumed ? engine.endedWithoutRun(id) : Uni.createFrom().voidItem()) // all settled
                .invoke(resumed -> {
                    if (resumed) {
                        engine.wake();
                    }
                });
    }

    @Override
    public Uni<Boolean> cancel() {
        return parts.store().transition(id, NOT_ENDED, BroadcastState.CANCELLED, parts.now())
                .call(cancelled -> !cancelled ? Uni.createFrom().voidItem()
                        : parts.store().find(id).invoke(b -> {
                            if (b != null) {
                                engine.ended(b);
                            }
                        }).replaceWithVoid());
    }

    @Override
    public Uni<BroadcastProgress> ended() {
        // a repetition, not a Uni calling itself: an hour's polls would nest 7,200 subscriptions deep
        return Multi.createBy().repeating().uni(this::progress).withDelay(POLL).whilst(p -> !p.state().ended())
                .collect().last();
    }

    @Override
    public Uni<List<BroadcastStore.Unreached>> unreached(int max) {
        return parts.store().unreached(id, max);
    }

    @Override
    public String toString() {
        return "Broadcast[" + name + ", " + id + "]";
    }
}
