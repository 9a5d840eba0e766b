package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.BroadcastEnded;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.broadcasts.StoredMessage;
import io.github.quarkustelegram.updates.PollerLock;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * Sends the broadcasts and the scheduled messages of its store while this instance holds the senders' lock (in
 * memory: always): every {@code check} (and at once when a broadcast starts or resumes, or the lock changes hands) it
 * starts a {@link BroadcastRun} for each running broadcast not sent here yet, and sends the scheduled messages that are
 * due. Starting a broadcast stores its recipients first, in chunks, then lets it run.
 *
 * <p>
 * Each hold of the lock is a new sender for the store ({@code <instance>/<engine>.<n>}), so that recipients left in
 * flight by an earlier hold (the lock lost while Redis was unreachable), or by an engine before a restart under the
 * same name, are taken again, as another instance's would be.
 */
public final class BroadcastEngine implements AutoCloseable {

    /** The log category of broadcasts and scheduled messages. */
    public static final String LOG_CATEGORY = "io.github.quarkustelegram.broadcasts";
    private static final Logger LOG = Logger.getLogger(LOG_CATEGORY);
    private static final int CHUNK = 1000;
    private static final int DUE_AT_ONCE = 100;
    private static final Set<BroadcastState> PREPARING = Set.of(BroadcastState.PREPARING);

    private final SendingParts parts;
    private final PollerLock lock;
    private final String instance;
    private final Map<String, BroadcastRun> runs = new ConcurrentHashMap<>();
    private final BroadcastCounts counts = new BroadcastCounts();
    /** Broadcasts whose end this instance logged and announced. */
    private final Set<String> announced = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean ticking = new AtomicBoolean();
    private final AtomicBoolean tickAgain = new AtomicBoolean();
    /** Counts this instance's holds of the lock: each is a sender of its own. */
    private final AtomicInteger holds = new AtomicInteger();
    /** This engine among those that ran under the instance's name: its senders are its own. */
    private final String life = Long.toString(System.currentTimeMillis(), 36)
            + Long.toString(ThreadLocalRandom.current().nextLong(36L * 36 * 36), 36);
    private volatile boolean held;
    private volatile boolean closed;
    private @Nullable Cancellable nextTick;

    /**
     * @param parts what sending uses; its {@code sender} is this instance's name, as the lock holds it
     * @param lock the senders' lock
     */
    public BroadcastEngine(SendingParts parts, PollerLock lock) {
        this.parts = parts;
        this.lock = lock;
        this.instance = parts.sender();
    }

    /** Starts competing for the lock and checking. */
    public void start() {
        lock.start(this::tick);
        tick();
    }

    /**
     * @return the store's name for this engine's current hold of the lock: the instance, then this engine's own
     *         token and its count of holds, so that a restart under the same instance name (a store that outlives
     *         the process) is another sender, and takes again what the engine before it left in flight
     */
    String sender() {
        return instance + "/" + life + "." + holds.get();
    }

    /**
     * Stores a new broadcast and its recipients, then lets it run.
     *
     * @param chosen the application's id for it ({@code Broadcasts.once}): when the store has it already, nothing is
     *        stored and that broadcast is given back; null for a new id
     * @param name its name
     * @param recipients its recipients
     * @param payload what it sends, stored form
     * @param paid whether it is paid
     * @return its id, once it runs
     */
    Uni<String> start(@Nullable String chosen, String name, Multi<Long> recipients, String payload, boolean paid) {
        String id = chosen != null ? chosen : newId();
        Uni<Boolean> created = parts.store().create(id, name, payload, paid, parts.now()).replaceWith(true);
        if (chosen != null) {
            created = created.onFailure(IllegalArgumentException.class).recoverWithUni(exists -> parts.store()
                    .find(id).map(kept -> {
                        if (kept == null) {
                            throw (IllegalArgumentException) exists;
                        }
                        return false; // started already, by this instance or another
                    }));
        }
        return created.flatMap(isNew -> isNew ? fill(id, name, recipients) : Uni.createFrom().item(id));
    }

    /** Stores a new broadcast's recipients, then lets it run; a failure fails it. */
    private Uni<String> fill(String id, String name, Multi<Long> recipients) {
        return recipients.group().intoLists().of(CHUNK)
                .onItem().transformToUniAndConcatenate(chunk -> parts.store().addRecipients(id, longs(chunk)))
                .collect().last()
                .chain(() -> parts.store().transition(id, PREPARING, BroadcastState.RUNNING, parts.now()))
                .onFailure().call(failure -> parts.store()
                        .transition(id, PREPARING, BroadcastState.FAILED, parts.now())
                        .invoke(moved -> LOG.warnf("Broadcast %s (%s) failed before it started: its recipients "
                                + "could not be stored (%s)", name, id, failure.toString()))
                        .call(() -> endedWithoutRun(id))
                        .onFailure().recoverWithNull())
                .call(() -> endedWithoutRun(id)) // no recipients: done at once
                .invoke(this::wake)
                .replaceWith(id);
    }

    /** @return what the metrics read */
    public BroadcastCounts counts() {
        return counts;
    }

    /** Looks for work now rather than at the next check. */
    void wake() {
        tick();
    }

    /** @return the broadcasts this instance is sending now, by id */
    Set<String> sending() {
        return Set.copyOf(runs.keySet());
    }

    private void tick() {
        if (closed) {
            return;
        }
        if (!ticking.compareAndSet(false, true)) {
            tickAgain.set(true);
            return;
        }
        tickAgain.set(false);
        boolean holdsNow = lock.held();
        if (holdsNow && !held) {
            holds.incrementAndGet();
            LOG.debugf("This instance (%s) sends broadcasts and scheduled messages", instance);
        }
        held = holdsNow;
        if (!holdsNow) {
            counts.read(List.of(), false);
            ticked();
            return;
        }
        Uni.combine().all().unis(startRuns(), sendDue()).discardItems()
                .subscribe().with(ok -> ticked(), failure -> {
                    LOG.debugf("Broadcasts: the store did not answer (%s)", failure.toString());
                    ticked();
                });
    }

    private void ticked() {
        ticking.set(false);
        if (closed) {
            return;
        }
        if (tickAgain.getAndSet(false)) {
            tick();
            return;
        }
        synchronized (this) {
            if (nextTick != null) {
                nextTick.cancel();
            }
            nextTick = parts.scheduler().schedule(parts.settings().check(), this::tick);
        }
    }

    /**
     * Starts a run for each running broadcast not sent here; fails the ones whose preparing never ended; forgets the
     * ones ended longer ago than {@code keep-ended}.
     */
    private Uni<Void> startRuns() {
        String sender = sender();
        int hold = holds.get();
        return parts.store().all().invoke(all -> {
            counts.read(all, true);
            Instant now = parts.now();
            for (StoredBroadcast b : all) {
                if (b.state() == BroadcastState.RUNNING && !runs.containsKey(b.id())) {
                    run(b, sender, hold);
                } else if (b.state().ended() && b.endedAt() != null
                        && b.endedAt().plus(parts.settings().keepEnded()).isBefore(now) && !runs.containsKey(b.id())) {
                    parts.store().remove(b.id()).subscribe().with(
                            removed -> LOG.debugf("Broadcast %s (%s) forgotten: ended %s", b.name(), b.id(),
                                    b.endedAt()),
                            failure -> {
                            });
                } else if (b.state() == BroadcastState.PREPARING
                        && b.createdAt().plus(parts.settings().prepareTimeout()).isBefore(now)) {
                    parts.store().transition(b.id(), PREPARING, BroadcastState.FAILED, now)
                            .call(moved -> moved ? endedWithoutRun(b.id()) : Uni.createFrom().voidItem())
                            .subscribe().with(
                                    moved -> LOG.warnf("Broadcast %s (%s) failed: its recipients were never all "
                                            + "stored (the instance storing them stopped?)", b.name(), b.id()),
                                    failure -> {
                                    });
                }
            }
        }).replaceWithVoid();
    }

    private void run(StoredBroadcast b, String sender, int hold) {
        BroadcastPayloads.Composer composer;
        try {
            composer = parts.payloads().composer(b.message());
        } catch (RuntimeException e) {
            LOG.errorf("Broadcast %s (%s) cannot be sent by this instance: %s", b.name(), b.id(), e.getMessage());
            return;
        }
        BroadcastRun[] self = new BroadcastRun[1];
        BroadcastRun run = new BroadcastRun(parts, b, composer, sender,
                () -> !closed && lock.held() && holds.get() == hold,
                () -> stopped(self[0]), counts::record);
        self[0] = run;
        if (runs.putIfAbsent(b.id(), run) == null) {
            LOG.debugf("Broadcast %s (%s): this instance sends it, from recipient %d of %d", b.name(), b.id(),
                    b.next(), b.total());
            run.start();
        }
    }

    /** A run stopped: if its broadcast ended, says so once (the log's summary line, the event). */
    private void stopped(BroadcastRun run) {
        if (!runs.remove(run.id(), run)) {
            return;
        }
        parts.store().find(run.id()).subscribe().with(b -> {
            if (b != null && b.state().ended() && announced.add(b.id())) {
                announce(b, run.resentAfterFault());
            }
        }, failure -> {
        });
    }

    /** Logs a broadcast's summary and fires its end. */
    void announce(StoredBroadcast b, long resentAfterFault) {
        BroadcastProgress progress = BroadcastProgress.of(b, parts.now());
        StoredBroadcast.Counts c = b.counts();
        Duration took = Duration.between(b.createdAt(), b.endedAt() != null ? b.endedAt() : parts.now());
        LOG.infof("Broadcast %s (%s) %s: %,d recipients, %,d sent (%,d to a migrated group), %,d unreachable, "
                + "%,d failed, %,d left; %,d taken over from a stopped instance and %,d sent again after a fault "
                + "(each may have been sent twice); in %s (%.1f a second)", b.name(), b.id(),
                b.state().name().toLowerCase(java.util.Locale.ROOT), b.total(), c.sent(), c.migrated(),
                c.unreachable(), c.failed(), b.left(), c.again(), resentAfterFault, took, progress.perSecond());
        parts.worker().execute(() -> {
            try {
                parts.events().ended(new BroadcastEnded(progress));
            } catch (RuntimeException e) {
                LOG.warnf(e, "Broadcast %s: an observer of its end failed", b.name());
            }
        });
    }

    /** Sends the scheduled messages that are due, one after the other. */
    private Uni<Void> sendDue() {
        String sender = sender();
        return parts.store().claimDue(parts.now(), sender, DUE_AT_ONCE)
                .onItem().transformToMulti(due -> Multi.createFrom().iterable(due))
                .onItem().transformToUniAndConcatenate(message -> sendScheduled(message, sender))
                .collect().last().replaceWithVoid();
    }

    private Uni<Void> sendScheduled(StoredMessage message, String sender) {
        Uni<?> send;
        try {
            send = parts.transport().execute(parts.payloads().request(message.request()));
        } catch (RuntimeException e) {
            send = Uni.createFrom().failure(e);
        }
        return send.onItemOrFailure().transformToUni((sent, failure) -> {
            if (failure != null) {
                LOG.warnf("Scheduled message %s (due %s) failed: %s", message.id(), message.due(), failure.toString());
            }
            return parts.store().sent(message.id(), sender).replaceWithVoid();
        }).onFailure().recoverWithNull().replaceWithVoid();
    }

    /**
     * A broadcast ended by another way than its last send (cancelled): says so here unless this instance sends it
     * (its run says so as it stops).
     */
    void ended(StoredBroadcast b) {
        if (!runs.containsKey(b.id()) && announced.add(b.id())) {
            announce(b, 0);
        }
    }

    /**
     * A broadcast that may have ended without a run to say so (no recipients, its stream failed, or its last recipient
     * settled while it was paused): says so here once if it did.
     *
     * @param id the broadcast
     * @return completes once read (and told)
     */
    Uni<Void> endedWithoutRun(String id) {
        return parts.store().find(id).invoke(b -> {
            if (b != null && b.state().ended()) {
                ended(b);
            }
        }).onFailure().recoverWithNull().replaceWithVoid();
    }

    /** Stops sending: nothing new is taken; recipients in flight are left for the next sender. */
    @Override
    public void close() {
        closed = true;
        synchronized (this) {
            if (nextTick != null) {
                nextTick.cancel();
            }
        }
        lock.release();
    }

    private static long[] longs(List<Long> chunk) {
        long[] ids = new long[chunk.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = chunk.get(i);
        }
        return ids;
    }

    /** @return e.g. {@code "b-mhx3k2a0-7qf"}: time-ordered, with a random part for instances starting at once */
    static String newId() {
        return "b-" + Long.toString(System.currentTimeMillis(), 36) + "-"
                + Long.toString(ThreadLocalRandom.current().nextLong(36L * 36 * 36 * 36), 36);
    }

    /** @return a new id for a scheduled message */
    static String newMessageId() {
        return "m" + newId().substring(1);
    }
}
