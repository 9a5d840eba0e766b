package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Update;

/**
 * The updates of one getUpdates answer not confirmed yet, in the order of their ids, with the offset they allow:
 * the offset only advances past an update once it <em>and every update before it</em> are done (handled, or skipped
 * after their last attempt), so that an update finished early (another chat) is not confirmed while an earlier one is
 * still being handled. Not thread-safe: the poll loop guards it with its lock.
 */
final class UnconfirmedBatch {

    /** What a failed attempt at an update leads to. */
    record FailedAttempt(boolean skipped, int attempts, Logger.Level level) {

        /** Logs the attempt at its level: WARN on the first failure, DEBUG on the next ones, ERROR when skipped. */
        void log(Logger log, Throwable failure, int updateId, int maxAttempts) {
            if (skipped) {
                log.errorf(failure, "Update %d failed %d time(s); skipped (confirmed) so that the updates after it are "
                        + "confirmed too", updateId, attempts);
            } else if (level == Logger.Level.WARN) {
                log.warnf(failure, "Handling update %d failed; trying it again (at most %d attempts)", updateId,
                        maxAttempts);
            } else {
                log.debugf(failure, "Handling update %d failed (attempt %d)", (Object) updateId, (Object) attempts);
            }
        }
    }

    /** One update of the batch. */
    static final class Entry {
        final Update update;
        /** Its handling in flight, if any. */
        @Nullable
        PendingStep step;
        /** Its wait before another attempt, if any. */
        @Nullable
        PendingStep retry;
        int attempts;
        /** Handled, or skipped after its last attempt. */
        boolean done;

        Entry(Update update) {
            this.update = update;
        }

        int updateId() {
            return update.updateId();
        }
    }

    /** The poller's run the batch belongs to: a batch of a run stopped since is ignored. */
    final long run;
    private final List<Entry> entries;
    private @Nullable Integer offset;
    /** How many entries from the start are confirmed. */
    private int confirmed;
    /** How many entries are not done yet. */
    private int remaining;
    /** How many entries are being handled now. */
    private int inFlight;

    private UnconfirmedBatch(long run, List<Entry> entries, @Nullable Integer offset) {
        this.run = run;
        this.entries = entries;
        this.offset = offset;
        this.remaining = entries.size();
    }

    /**
     * @param run the poller's run
     * @param updates the updates of an answer, in the order of their ids
     * @param offset the offset so far: an update below it is confirmed already (a duplicate) and left out
     * @return the batch, or null when every update is confirmed already
     */
    static @Nullable UnconfirmedBatch of(long run, List<Update> updates, @Nullable Integer offset) {
        List<Entry> entries = new ArrayList<>(updates.size());
        for (Update update : updates) {
            if (offset == null || update.updateId() >= offset) {
                entries.add(new Entry(update));
            }
        }
        return entries.isEmpty() ? null : new UnconfirmedBatch(run, entries, offset);
    }

    List<Entry> entries() {
        return entries;
    }

    /**
     * The answer of a poll ahead (same offset, asked while this batch is being handled): the updates past the last
     * entry join the batch, in order; the others are this batch's own, received again, and left out.
     *
     * @param updates the answer, in the order of their ids
     * @return the new entries, to be handed over
     */
    List<Entry> append(List<Update> updates) {
        int last = entries.get(entries.size() - 1).updateId();
        List<Entry> added = new ArrayList<>();
        for (Update update : updates) {
            if (update.updateId() > last) {
                Entry entry = new Entry(update);
                entries.add(entry);
                added.add(entry);
                remaining++;
                last = update.updateId();
            }
        }
        return added;
    }

    /**
     * An attempt at an entry begins.
     *
     * @return false when the entry is done already: nothing to attempt
     */
    boolean begin(Entry entry, PendingStep step) {
        if (entry.done) {
            return false;
        }
        entry.step = step;
        entry.attempts++;
        inFlight++;
        return true;
    }

    /** @return whether the step is the entry's attempt in flight (not one cancelled or ended) */
    boolean isCurrent(Entry entry, PendingStep step) {
        return entry.step == step && !step.cancelled;
    }

    /**
     * The current attempt at an entry ended.
     *
     * @param done handled or skipped; false when it is to be tried again
     * @return the offset now: one past the longest run of done entries from the start, or the offset before
     */
    @Nullable
    Integer ended(Entry entry, boolean done) {
        entry.step = null;
        inFlight--;
        entry.done = done;
        if (done) {
            remaining--;
            while (confirmed < entries.size() && entries.get(confirmed).done) {
                int id = entries.get(confirmed).updateId();
                offset = offset == null ? id + 1 : Math.max(offset, id + 1);
                confirmed++;
            }
        }
        return offset;
    }

    /**
     * @param maxAttempts how many attempts an update gets
     * @return whether the update whose attempt failed is skipped (after its last attempt) or tried again, and the level
     *         of its log line: WARN on the first failure, DEBUG on the next ones, ERROR when skipped
     */
    FailedAttempt failed(Entry entry, int maxAttempts) {
        if (entry.attempts >= maxAttempts) {
            return new FailedAttempt(true, entry.attempts, Logger.Level.ERROR);
        }
        return new FailedAttempt(false, entry.attempts, entry.attempts == 1 ? Logger.Level.WARN : Logger.Level.DEBUG);
    }

    /** @return whether every entry is done: the next getUpdates may go */
    boolean allDone() {
        return remaining == 0;
    }

    /** @return how many entries are being handled */
    int inFlight() {
        return inFlight;
    }

    /** @return how many entries are not confirmed */
    int unconfirmed() {
        return entries.size() - confirmed;
    }

    /** Cancels the waits before another attempt: such an update is not confirmed, Telegram sends it again. */
    void cancelRetries() {
        for (Entry entry : entries) {
            PendingStep.cancel(entry.retry);
        }
    }

    /** @return the updates whose handling was in flight, now cancelled */
    List<Update> cancelInFlight() {
        List<Update> cancelled = new ArrayList<>();
        for (Entry entry : entries) {
            PendingStep step = entry.step;
            if (step != null) {
                cancelled.add(entry.update);
                step.cancel();
                entry.step = null;
            }
        }
        inFlight = 0;
        return cancelled;
    }

    /**
     * A stop's drain timed out: the handlings still in flight are cancelled and forgotten by the ledger, not
     * remembered as handled (received again, they are handled again: at least once), and said so once.
     */
    void abandonInFlight(Consumer<Update> forget, Duration drainTimeout, Logger log) {
        List<Update> cancelled = cancelInFlight();
        cancelled.forEach(forget);
        log.warnf("Update(s) %s were still being handled %d ms after stop(); their handling was cancelled and they "
                + "are not confirmed: they will be received again",
                cancelled.stream().map(Update::updateId).toList(), drainTimeout.toMillis());
    }
}
