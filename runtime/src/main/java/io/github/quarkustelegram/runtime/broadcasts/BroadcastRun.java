package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;

/**
 * One broadcast being sent by this instance: takes its recipients from the store as places free up (at most
 * {@code in-flight} sends at once), sends to each ({@link RecipientSend}); a send waiting to go again after a fault
 * gives its place up meanwhile. Stops when none is left to take (the broadcast ended, was paused or cancelled) and
 * every send taken has ended, or when this instance may no longer send.
 */
final class BroadcastRun {

    private static final Logger LOG = Logger.getLogger(BroadcastEngine.LOG_CATEGORY);

    private final SendingParts parts;
    private final StoredBroadcast broadcast;
    private final BroadcastPayloads.Composer composer;
    private final String sender;
    private final BooleanSupplier mayGoOn;
    private final Runnable stopped;
    private final Consumer<RecipientOutcome> recorded;
    private final AtomicLong resentAfterFault = new AtomicLong();
    // guarded by this
    /** Sends holding a place (at most {@code in-flight}). */
    private int sending;
    /** Sends not ended, those waiting to go again included. */
    private int outstanding;
    private boolean claiming;
    /** No more recipients are taken: none left, or this instance stops. */
    private boolean over;
    private boolean told;

    /**
     * @param parts what sending uses
     * @param broadcast the broadcast, as read when this instance started sending it
     * @param composer its message made for each recipient
     * @param sender this instance's name for the store, for the current hold of the senders' lock
     * @param mayGoOn whether this instance still may send (the engine open, the lock still held since then)
     * @param stopped told once, when this run stops
     * @param recorded told of each outcome recorded
     */
    BroadcastRun(SendingParts parts, StoredBroadcast broadcast, BroadcastPayloads.Composer composer, String sender,
            BooleanSupplier mayGoOn, Runnable stopped, Consumer<RecipientOutcome> recorded) {
        this.parts = parts;
        this.broadcast = broadcast;
        this.composer = composer;
        this.sender = sender;
        this.mayGoOn = mayGoOn;
        this.stopped = stopped;
        this.recorded = recorded;
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

    /** @param outcome an outcome this instance recorded */
    void recorded(RecipientOutcome outcome) {
        recorded.accept(outcome);
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
        pump();
    }

    /**
     * A send waits to be made again (after a fault): it gives its place up, so that one recipient's wait (its chat's
     * own limit of a message a second included) does not hold the broadcast up.
     */
    void waiting() {
        synchronized (this) {
            sending--;
        }
        pump();
    }

    /** A send that gave its place up goes again: it counts among those in flight until it ends. */
    synchronized void resumed() {
        sending++;
    }

    /** Takes as many recipients as there are places free, unless taking is over. */
    private void pump() {
        int free = 0;
        synchronized (this) {
            if (claiming) {
                return;
            }
            if (!over && stopping()) {
                over = true;
            }
            if (!over && sending < parts.settings().inFlight()) {
                free = parts.settings().inFlight() - sending;
                claiming = true;
            }
        }
        if (free > 0) {
            claim(free); // outside the lock: an answer at once (in memory) starts sends that call back
        } else {
            endIfIdle();
        }
    }

    private void claim(int free) {
        parts.store().claim(broadcast.id(), sender, free).subscribe().with(this::send, failure -> {
            LOG.debugf("Broadcast %s: its store did not answer (%s); trying again in a second", broadcast.name(),
                    failure.getMessage());
            synchronized (this) {
                claiming = false;
            }
            parts.scheduler().schedule(Duration.ofSeconds(1), this::pump);
        });
    }

    private void send(List<RecipientClaim> claims) {
        synchronized (this) {
            claiming = false;
            if (claims.isEmpty()) {
                over = true; // ended, paused, cancelled, or every recipient taken
            }
            sending += claims.size();
            outstanding += claims.size();
        }
        for (RecipientClaim claim : claims) {
            new RecipientSend(parts, this, claim).start().whenComplete((recorded, failure) -> ended(recorded));
        }
        if (claims.isEmpty()) {
            endIfIdle();
        }
    }

    /** A recipient's send ended: recorded (true), or refused or left for another sender (false). */
    private void ended(@Nullable Boolean recorded) {
        synchronized (this) {
            sending--;
            outstanding--;
            if (!Boolean.TRUE.equals(recorded)) {
                over = true; // another instance took over, or this one stops
            }
        }
        pump();
    }

    /** Tells the engine once, when taking is over and no send is left. */
    private void endIfIdle() {
        synchronized (this) {
            if (!over || outstanding > 0 || told) {
                return;
            }
            told = true;
        }
        stopped.run();
    }
}
