package io.github.quarkustelegram.runtime.state.redis;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.subscription.Cancellable;
import io.vertx.redis.client.Response;

/**
 * The {@link UpdateLedger} several instances of a bot share, on Redis: each update is claimed by the instance that
 * handles it (so a redelivery to another instance is answered without handling it again), and the updates of one
 * chat take turns across the fleet, in {@code update_id} order among those waiting.
 *
 * <p>
 * Two round trips an update on the common path: one script when it arrives ({@code ledger-admit.lua}: the claim, the
 * chat's queue, the turn), one when its handling ends ({@code ledger-settle.lua}: handled or forgotten, the turn
 * given to the next update, whose instance is told on its channel). A tick renews this instance's claims and turns
 * (they expire when it dies, and its updates are then handled by whichever instance they are delivered to next) and
 * asks again for the turns it waits for, in case a channel message was lost.
 *
 * <p>
 * Redis unreachable: an update is not admitted ({@link Admission.Busy}: the webhook answers 503, the poller asks again
 * later), so nothing is handled without its claim; a settlement that fails is tried again by the tick, and else its
 * claim expires.
 */
public final class RedisUpdateLedger implements UpdateLedger, AutoCloseable {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.state");
    private static final RedisScript ADMIT = RedisScript.load("ledger-admit", "chat-turn");
    private static final RedisScript SETTLE = RedisScript.load("ledger-settle", "chat-turn");
    private static final RedisScript RENEW = RedisScript.load("ledger-renew", "chat-turn");
    /** Claims renewed by one script call, at most. */
    private static final int RENEW_BATCH = 200;
    private static final Duration RETRY_AFTER_OUTAGE = Duration.ofSeconds(1);

    private final RedisState state;
    private final ResilienceScheduler scheduler;
    private final Duration tick;
    /** How long a chat keeps the place of an update whose instance died, waiting for it to be delivered again. */
    private final String redeliveryWaitMillis;
    private final Duration redeliveryWait;
    /** This instance's claims, by update id. */
    private final Map<Integer, LedgerClaim> claims = new ConcurrentHashMap<>();
    /** Settlements Redis did not take, tried again at each tick. */
    private final ConcurrentLinkedQueue<Settlement> unsettled = new ConcurrentLinkedQueue<>();
    private volatile @Nullable Cancellable nextTick;
    private volatile boolean closed;

    private record Settlement(LedgerClaim claim, boolean handled) {
    }

    /** How long a chat keeps a dead instance's update's place by default: Telegram delivers again within seconds. */
    public static final Duration DEFAULT_REDELIVERY_WAIT = Duration.ofSeconds(30);

    /**
     * @param state the client, prefix, instance and timings
     * @param scheduler the timer of the tick
     */
    public RedisUpdateLedger(RedisState state, ResilienceScheduler scheduler) {
        this(state, scheduler, DEFAULT_REDELIVERY_WAIT);
    }

    /**
     * @param state the client, prefix, instance and timings
     * @param scheduler the timer of the tick
     * @param redeliveryWait how long a chat keeps the place of an update whose instance died while handling it (or
     *        waiting for its turn), so that its redelivery is still handled before the chat's next updates; then the
     *        chat goes on without it, logged once
     */
    public RedisUpdateLedger(RedisState state, ResilienceScheduler scheduler, Duration redeliveryWait) {
        this.redeliveryWait = redeliveryWait;
        this.redeliveryWaitMillis = Long.toString(Math.max(1, redeliveryWait.toMillis()));
        this.state = state;
        this.scheduler = scheduler;
        // a third of the lease, so that a claim is renewed twice before it could expire; at most a second, so that a
        // turn left by a dead instance is found soon after it expires
        this.tick = min(state.lease().dividedBy(3), Duration.ofSeconds(1));
        state.channel().listen(this::turnCame);
        state.channel().ensureOpen();
        scheduleTick();
    }

    @Override
    public Admission admit(Update update) {
        if (closed) {
            return new Admission.Busy(RETRY_AFTER_OUTAGE, "shutting down");
        }
        LedgerClaim claim = new LedgerClaim(update, state);
        LedgerClaim earlier = claims.putIfAbsent(update.updateId(), claim);
        if (earlier != null) {
            // delivered again to this instance while it is waiting for its turn or being handled here
            return new Admission.InFlight(earlier.outcome());
        }
        state.run(ADMIT, claim.scriptKeys(), List.of(state.instance(), state.leaseMillis(), claim.id, state.prefix(),
                redeliveryWaitMillis))
                .onComplete(reply -> {
                    if (reply.succeeded()) {
                        admitted(claim, reply.result());
                    } else {
                        claims.remove(update.updateId(), claim);
                        state.outage().failed(reply.cause(), "updates are answered 503 (webhook) or asked for again"
                                + " (polling) and not handled");
                        claim.decision.complete(new Admission.Busy(RETRY_AFTER_OUTAGE, "Redis unreachable"));
                    }
                });
        return new Admission.Later(claim.decision);
    }

    private void admitted(LedgerClaim claim, Response reply) {
        int verdict = reply.get(0).toInteger();
        switch (verdict) {
            case 0 -> claim.handleNow();
            case 4 -> claim.waitForTurn();
            default -> {
                claims.remove(claim.update.updateId(), claim);
                claim.decision.complete(switch (verdict) {
                    case 1 -> Admission.HANDLED;
                    // claimed by this instance, but not in its map: a claim of a previous run of this instance's
                    // name cannot be (names are unique), so it is one settled meanwhile; ask again shortly
                    case 2 -> new Admission.Busy(RETRY_AFTER_OUTAGE, "settling");
                    default -> new Admission.Busy(Duration.ofMillis(Math.max(1000, reply.get(1).toLong())),
                            "being handled by another instance");
                });
            }
        }
    }

    @Override
    public void settle(Update update, boolean handled) {
        LedgerClaim claim = claims.remove(update.updateId());
        if (claim == null) {
            return; // never admitted here (or admitted and refused)
        }
        claim.ended(handled);
        send(new Settlement(claim, handled));
    }

    private void send(Settlement settlement) {
        LedgerClaim claim = settlement.claim();
        state.run(SETTLE, claim.scriptKeys(), List.of(state.instance(), settlement.handled() ? "1" : "0",
                Long.toString(state.handledWindow().toMillis()), claim.id, state.prefix(), state.leaseMillis(),
                redeliveryWaitMillis))
                .onComplete(reply -> {
                    if (reply.succeeded()) {
                        String next = reply.result().toString();
                        if (next != null && !next.isEmpty()) {
                            turnCame(next);
                        }
                    } else {
                        state.outage().failed(reply.cause(), "settlements are kept and tried again");
                        unsettled.add(settlement);
                    }
                });
    }

    /** A chat's turn came to one of this instance's updates ({@code <update_id>:<instance>}). */
    private void turnCame(String member) {
        int colon = member.indexOf(':');
        if (colon <= 0) {
            return;
        }
        LedgerClaim claim;
        try {
            claim = claims.get(Integer.parseInt(member.substring(0, colon)));
        } catch (NumberFormatException notOurs) {
            return;
        }
        if (claim != null) {
            claim.turnCame();
        }
    }

    private void scheduleTick() {
        if (!closed) {
            nextTick = scheduler.schedule(tick, this::tick);
        }
    }

    /** Renews the claims, asks for the turns waited for, tries failed settlements again. */
    private void tick() {
        try {
            state.channel().ensureOpen();
            for (Settlement settlement; (settlement = unsettled.poll()) != null;) {
                send(settlement);
            }
            List<LedgerClaim> all = new ArrayList<>(claims.values());
            for (int from = 0; from < all.size(); from += RENEW_BATCH) {
                renew(all.subList(from, Math.min(all.size(), from + RENEW_BATCH)));
            }
        } catch (RuntimeException e) {
            LOG.debugf(e, "Ledger tick failed");
        } finally {
            scheduleTick();
        }
    }

    private void renew(List<LedgerClaim> batch) {
        List<String> keys = new ArrayList<>(batch.size() * 3);
        List<String> args = new ArrayList<>(batch.size() + 3);
        args.add(state.instance());
        args.add(state.leaseMillis());
        args.add(state.prefix());
        args.add(redeliveryWaitMillis);
        for (LedgerClaim claim : batch) {
            keys.addAll(claim.keys);
            args.add(claim.id);
        }
        state.run(RENEW, keys, args).onComplete(reply -> {
            if (reply.failed()) {
                state.outage().failed(reply.cause(), "claims are renewed when it answers");
                return;
            }
            Response results = reply.result();
            for (int i = 0; i < batch.size(); i++) {
                LedgerClaim claim = batch.get(i);
                long result = results.get(i).toLong();
                if (result == 1 && !claim.handling()) {
                    claim.turnCame();
                } else if (result == -1) {
                    lost(claim);
                }
            }
            for (int i = batch.size(); i < results.size(); i++) {
                LOG.warnf("Update %s was being handled by an instance that stopped and was not delivered again within %s"
                        + " (quarkus.telegram.state.redelivery-wait): its chat goes on without it", results.get(i),
                        redeliveryWait);
            }
        });
    }

    /** A claim expired in Redis while this instance held it (it did not renew in time). */
    private void lost(LedgerClaim claim) {
        if (claim.handling()) {
            LOG.warnf("Update %s: its claim expired while it was being handled here (Redis unreachable longer than the"
                    + " lease?); another instance may handle it again if Telegram delivers it again", claim.id);
        } else if (claims.remove(claim.update.updateId(), claim)) {
            claim.decision.complete(new Admission.Busy(RETRY_AFTER_OUTAGE, "its claim expired while it waited"));
        }
    }

    /** @return how many updates this instance has claimed (waiting or being handled), for tests and metrics */
    public int claimed() {
        return claims.size();
    }

    /** @return how many of this instance's updates wait for their chat's turn, for the metrics */
    public int waitingForTurn() {
        int waiting = 0;
        for (LedgerClaim claim : claims.values()) {
            if (!claim.handling()) {
                waiting++;
            }
        }
        return waiting;
    }

    /** Stops renewing; the updates still waiting for their turn are let go (their next delivery is handled). */
    @Override
    public void close() {
        closed = true;
        Cancellable pending = nextTick;
        if (pending != null) {
            pending.cancel();
        }
        for (LedgerClaim claim : claims.values()) {
            if (!claim.handling() && claims.remove(claim.update.updateId(), claim)) {
                claim.decision.complete(new Admission.Busy(RETRY_AFTER_OUTAGE, "shutting down"));
                send(new Settlement(claim, false));
            }
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
