package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;

/**
 * One broadcast being sent by this instance: takes its recipients from the store a few at a time (as many as may be
 * in flight), sends to each ({@link RecipientSend}), and takes the next once they are settled; stops when none is left
 * to take (the broadcast ended, was paused or cancelled) or when this instance may no longer send.
 */
final class BroadcastRun {

    private static final Logger LOG = Logger.getLogger(BroadcastEngine.LOG_CATEGORY);

    private final SendingParts parts;
    private final StoredBroadcast broadcast;
    private final BroadcastPayloads.Composer composer;
    private final String sender;
    private final BooleanSupplier mayGoOn;
    private final Runnable stopped;
    private final AtomicLong unreachable = new AtomicLong();
    private final AtomicLong resentAfterFault = new AtomicLong();

    /**
     * @param parts what sending uses
     * @param broadcast the broadcast, as read when this instance started sending it
     * @param composer its message made for each recipient
     * @param sender this instance's name for the store, for the current hold of the senders' lock
     * @param mayGoOn whether this instance still may send (the engine open, the lock still held since then)
     * @param stopped told once, when this run stops
     */
    BroadcastRun(SendingParts parts, StoredBroadcast broadcast, BroadcastPayloads.Composer composer, String sender,
            BooleanSupplier mayGoOn, Runnable stopped) {
        this.parts = parts;
        this.broadcast = broadcast;
        this.composer = composer;
        this.sender = sender;
        this.mayGoOn = mayGoOn;
        this.stopped = stopped;
    }

    String id() {
        return broadcast.id();
    }

    String name() {
        return broadcast.name();
    }

    boolean paid() {
        return broadcast.paid();
    }

    String sender() {
        return sender;
    }

    BroadcastPayloads.Composer composer() {
        return composer;
    }

    /** @return whether a recipient not sent yet must be left for the next sender */
    boolean stopping() {
        return !mayGoOn.getAsBoolean();
    }

    /** @return whether nothing more can be recorded (the engine closed) */
    boolean closed() {
        return stopping();
    }

    void noteUnreachable() {
        unreachable.incrementAndGet();
    }

    void noteResentAfterFault() {
        resentAfterFault.incrementAndGet();
    }

    /** @return sends repeated here after a fault that left open whether Telegram had sent them */
    long resentAfterFault() {
        return resentAfterFault.get();
    }

    /** Starts taking recipients. */
    void start() {
        next();
    }

    private void next() {
        if (stopping()) {
            stopped.run();
            return;
        }
        parts.store().claim(broadcast.id(), sender, parts.settings().inFlight()).subscribe()
                .with(this::send, failure -> {
                    LOG.debugf("Broadcast %s: its store did not answer (%s); trying again in a second",
                            broadcast.name(), failure.getMessage());
                    parts.scheduler().schedule(Duration.ofSeconds(1), this::next);
                });
    }

    private void send(List<RecipientClaim> claims) {
        if (claims.isEmpty()) {
            stopped.run(); // ended, paused, cancelled, or every recipient taken
            return;
        }
        CompletableFuture<?>[] sends = new CompletableFuture<?>[claims.size()];
        for (int i = 0; i < sends.length; i++) {
            sends[i] = new RecipientSend(parts, this, claims.get(i)).start();
        }
        CompletableFuture.allOf(sends).whenComplete((ok, failure) -> {
            for (CompletableFuture<?> send : sends) {
                if (!Boolean.TRUE.equals(send.getNow(null))) {
                    stopped.run(); // another instance took over, or this one stops
                    return;
                }
            }
            next();
        });
    }
}
