package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.RecipientMigrated;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;
import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * One recipient of a broadcast, from its claim to its outcome in the store: paced, composed, sent, and sent again as
 * the failure says ({@link SendVerdict}). The bot is told of an unreachable recipient or a migrated group before the
 * outcome is recorded, so that a crash in between repeats the telling rather than losing it. Ends once: with true
 * when the outcome is recorded, false when the store refused it (another instance took the recipient over).
 */
final class RecipientSend {

    private static final Logger LOG = Logger.getLogger(BroadcastEngine.LOG_CATEGORY);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);

    private final SendingParts parts;
    private final BroadcastRun run;
    private final RecipientClaim claim;
    private final CompletableFuture<Boolean> settled = new CompletableFuture<>();
    /** Where the message goes: the claim's chat, or the supergroup it became. */
    private long chat;
    private boolean migrated;
    private int faults;
    private int retries;

    RecipientSend(SendingParts parts, BroadcastRun run, RecipientClaim claim) {
        this.parts = parts;
        this.run = run;
        this.claim = claim;
        this.chat = claim.chatId();
    }

    /** @return completes once the outcome is recorded (true) or refused (false) */
    CompletableFuture<Boolean> start() {
        attempt();
        return settled;
    }

    private void attempt() {
        if (run.stopping()) {
            settled.complete(false); // left in flight: the next sender sends it again
            return;
        }
        long now = parts.scheduler().nanoTime();
        long wait = parts.pace().take(run.paid(), now);
        if (wait > 0) {
            // the pace's waits are a few milliseconds: the timer wheel's 10 ms ticks would slow the rate down
            // (whole milliseconds, at least one: in Quarkus the pool's timers are Vert.x's, which refuse less)
            Infrastructure.getDefaultWorkerPool().schedule(this::attempt, Math.max(1, (wait + 999_999) / 1_000_000),
                    TimeUnit.MILLISECONDS);
            return;
        }
        if (run.composer().blocks()) {
            parts.worker().execute(() -> send(now));
        } else {
            send(now);
        }
    }

    private void send(long takenAt) {
        TelegramRequest<?> request;
        try {
            request = run.composer().request(chat, run.paid());
        } catch (RuntimeException e) {
            parts.pace().answered(run.paid(), takenAt, parts.scheduler().nanoTime());
            failed(new SendVerdict(SendVerdict.Action.FAILED, 0, "the message could not be made: " + e.getMessage(),
                    0, Duration.ZERO));
            return;
        }
        parts.transport().execute(request).subscribe().with(sent -> {
            parts.pace().answered(run.paid(), takenAt, parts.scheduler().nanoTime());
            record(RecipientOutcome.SENT);
        }, failure -> {
            parts.pace().answered(run.paid(), takenAt, parts.scheduler().nanoTime());
            failed(SendVerdict.of(failure));
        });
    }

    private void failed(SendVerdict verdict) {
        switch (verdict.action()) {
            case MIGRATED -> {
                if (migrated) {
                    failedFor(verdict.reason() + " (again, after migrating to " + chat + ")");
                    return;
                }
                migrated = true;
                long from = chat;
                chat = verdict.migrateTo();
                tell(() -> parts.events().migrated(new RecipientMigrated(run.id(), run.name(), from, chat)),
                        this::attempt);
            }
            case UNREACHABLE -> {
                tell(() -> parts.events().unreachable(new RecipientUnreachable(run.id(), run.name(), chat,
                        verdict.errorCode(), verdict.reason())),
                        () -> remember(verdict.reason(), RecipientOutcome.UNREACHABLE));
            }
            case WAIT -> {
                parts.pace().hold(verdict.pause(), parts.scheduler().nanoTime());
                attempt();
            }
            case AGAIN -> later();
            case UNCERTAIN -> {
                if (!parts.settings().resendAfterFault() || faults >= parts.settings().maxFaults()) {
                    failedFor(verdict.reason());
                    return;
                }
                faults++;
                run.noteResentAfterFault();
                later();
            }
            case FAILED -> failedFor(verdict.reason());
        }
    }

    private void failedFor(String reason) {
        LOG.debugf("Broadcast %s: the send to %d failed: %s", run.name(), chat, reason);
        remember(reason, RecipientOutcome.FAILED);
    }

    /**
     * Sends again after a backoff (1 s, 2 s, 4 s... up to 30 s by default), giving its place up meanwhile: the
     * next recipients go on (the chat's own limit of a message a second would hold this one up for a second).
     */
    private void later() {
        long millis = Math.min(MAX_BACKOFF.toMillis(),
                parts.settings().faultBackoff().toMillis() << Math.min(retries++, 10));
        run.waiting();
        parts.scheduler().schedule(Duration.ofMillis(millis), () -> {
            run.resumed();
            attempt();
        });
    }

    /** Runs the application's observer on a worker, then goes on (whatever it threw: its failure is logged). */
    private void tell(Runnable observer, Runnable then) {
        parts.worker().execute(() -> {
            try {
                observer.run();
            } catch (RuntimeException e) {
                LOG.warnf(e, "Broadcast %s: an observer of its outcomes failed", run.name());
            }
            then.run();
        });
    }

    private void remember(String reason, RecipientOutcome outcome) {
        parts.store().unreached(run.id(), claim.chatId(), reason).subscribe().with(ok -> record(outcome),
                failure -> record(outcome));
    }

    /** Records the outcome, trying again while the store cannot be reached: the outcome is known, it must be kept. */
    private void record(RecipientOutcome outcome) {
        parts.store().settle(run.id(), run.sender(), claim.index(), outcome, migrated, parts.now()).subscribe()
                .with(done -> {
                    if (done) {
                        run.recorded(outcome);
                    }
                    settled.complete(done);
                }, failure -> {
                    if (run.stopping()) {
                        settled.complete(false);
                        return;
                    }
                    parts.scheduler().schedule(Duration.ofSeconds(1), () -> record(outcome));
                });
    }
}
