package io.github.quarkustelegram.it.updates;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.smallrye.mutiny.Uni;

/**
 * The receiving tests' sink: it keeps every update handed over. An alternative, enabled only by the test profiles
 * that use it, so it never stands in for the application's dispatcher otherwise.
 */
@Alternative
@Singleton
// tag::sink[]
public class ReceivedUpdates implements UpdateSink {

    private final List<Update> updates = new CopyOnWriteArrayList<>();

    @Override
    public Uni<Void> accept(Update update) { // called on an event loop: never block here
        updates.add(update);
        return Uni.createFrom().voidItem(); // completes once handled: then the update is confirmed
    }
    // end::sink[]

    /** @return the updates received so far, in order */
    public List<Update> updates() {
        return List.copyOf(updates);
    }

    /** Forgets the updates received. */
    public void clear() {
        updates.clear();
    }

    /**
     * @param count how many updates to wait for
     * @param timeout how long at most
     * @return the updates received, once there are at least {@code count} or the time ran out
     */
    public List<Update> await(int count, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (updates.size() < count && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        return updates();
    }
}
