package io.github.quarkustelegram.testing.telegram.world;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/**
 * The conversation so far, in order, the oldest dropped beyond a limit ({@link #DEFAULT_LIMIT} unless another is
 * given: a dev-mode fake runs for hours); and those waiting for a step to come.
 */
public final class Transcript {

    public static final int DEFAULT_LIMIT = 5_000;

    private final int limit;
    private final Deque<Step> entries = new ArrayDeque<>();
    private final List<Waiter> waiters = new ArrayList<>();
    private long sequence;

    private record Waiter(long after, Predicate<Step> match, CompletableFuture<Step> found) {
    }

    public Transcript() {
        this(DEFAULT_LIMIT);
    }

    /** @param limit how many entries are kept at most (the latest) */
    public Transcript(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("A transcript keeps at least one entry, not " + limit);
        }
        this.limit = limit;
    }

    public Step add(Step.From from, String kind, long chatId, long messageId, String text,
            List<String> buttons, String json) {
        Step entry;
        List<Waiter> matched = new ArrayList<>();
        synchronized (this) {
            entry = new Step(++sequence, from, kind, chatId, messageId, text, buttons, json, Instant.now());
            entries.addLast(entry);
            if (entries.size() > limit) {
                entries.removeFirst();
            }
            for (Iterator<Waiter> it = waiters.iterator(); it.hasNext();) {
                Waiter waiter = it.next();
                if (waiter.found.isDone()) {
                    it.remove();
                } else if (entry.sequence() > waiter.after && waiter.match.test(entry)) {
                    it.remove();
                    matched.add(waiter);
                }
            }
        }
        // outside the lock: a waiter's follow-up (the next of several replies) registers a new waiter at once
        matched.forEach(waiter -> waiter.found.complete(entry));
        return entry;
    }

    public synchronized List<Step> all() {
        return List.copyOf(entries);
    }

    /** @return the sequence of the last step matching, 0 when none */
    synchronized long lastSequence(Predicate<Step> match) {
        for (Iterator<Step> it = entries.descendingIterator(); it.hasNext();) {
            Step entry = it.next();
            if (match.test(entry)) {
                return entry.sequence();
            }
        }
        return 0;
    }

    /**
     * @return completes with the first step after {@code after} that matches: one already there, or the next to come.
     *         The caller cancels it when it gives up waiting.
     */
    synchronized CompletableFuture<Step> first(long after, Predicate<Step> match) {
        for (Step entry : entries) {
            if (entry.sequence() > after && match.test(entry)) {
                return CompletableFuture.completedFuture(entry);
            }
        }
        CompletableFuture<Step> found = new CompletableFuture<>();
        waiters.add(new Waiter(after, match, found));
        return found;
    }

    public synchronized void clear() {
        entries.clear();
        waiters.forEach(w -> w.found.cancel(false));
        waiters.clear();
    }
}
