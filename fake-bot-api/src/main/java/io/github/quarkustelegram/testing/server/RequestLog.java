package io.github.quarkustelegram.testing.server;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The requests a {@link FakeBotApiServer} received: all of them in order (the oldest dropped beyond
 * {@link #MAX_KEPT}), and per key a queue of those not taken yet. A method call's key is its name in lower case
 * ({@link #methodKey}), a download's is its file path ({@link #downloadKey}); a method name never holds a slash, so
 * the two never meet.
 *
 * <p>
 * A request is taken either by a thread that waits for it ({@link #take}) or by a waiter registered before it came
 * ({@link #takeLater}, the control API's non-blocking wait); each request is taken once.
 */
final class RequestLog {

    /** A long-running fake (dev mode) must not grow without bound. */
    static final int MAX_KEPT = 10_000;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition arrived = lock.newCondition();
    private final Deque<RecordedRequest> all = new ArrayDeque<>();
    private final Map<String, Deque<RecordedRequest>> untaken = new HashMap<>();
    private final Map<String, Deque<CompletableFuture<RecordedRequest>>> waiters = new HashMap<>();

    static String methodKey(String method) {
        return method.toLowerCase(Locale.ROOT);
    }

    static String downloadKey(String filePath) {
        return "/file/" + filePath;
    }

    /** @return the key a request is taken by, or null for a request that is neither a call nor a download */
    static String keyOf(RecordedRequest request) {
        return switch (request.kind()) {
            case METHOD -> methodKey(request.methodName());
            case FILE -> downloadKey(request.filePath());
            case OTHER -> null;
        };
    }

    void add(RecordedRequest request) {
        String key = keyOf(request);
        lock.lock();
        try {
            all.addLast(request);
            if (all.size() > MAX_KEPT) {
                RecordedRequest dropped = all.removeFirst();
                untaken.values().forEach(queue -> queue.remove(dropped));
            }
            if (key != null && !handToWaiter(key, request)) {
                untaken.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(request);
            }
            arrived.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** @return true when a waiter still waiting took the request */
    private boolean handToWaiter(String key, RecordedRequest request) {
        Deque<CompletableFuture<RecordedRequest>> queue = waiters.get(key);
        while (queue != null && !queue.isEmpty()) {
            // a waiter that gave up (cancelled) refuses it: the next one, or the untaken queue, gets it
            if (queue.removeFirst().complete(request)) {
                return true;
            }
        }
        return false;
    }

    /** @return the oldest untaken request with the key, waiting up to the timeout; null if none came */
    RecordedRequest take(String key, Duration timeout) {
        long nanos = timeout.toNanos();
        lock.lock();
        try {
            while (true) {
                Deque<RecordedRequest> queue = untaken.get(key);
                if (queue != null && !queue.isEmpty()) {
                    return queue.removeFirst();
                }
                if (nanos <= 0) {
                    return null;
                }
                nanos = arrived.awaitNanos(nanos);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            lock.unlock();
        }
    }

    /**
     * @return completes with the oldest untaken request with the key: one already there, or the next to come. The
     *         caller cancels it when it gives up waiting; a request that comes after is left for the next taker.
     */
    CompletableFuture<RecordedRequest> takeLater(String key) {
        lock.lock();
        try {
            Deque<RecordedRequest> queue = untaken.get(key);
            if (queue != null && !queue.isEmpty()) {
                return CompletableFuture.completedFuture(queue.removeFirst());
            }
            CompletableFuture<RecordedRequest> waiter = new CompletableFuture<>();
            Deque<CompletableFuture<RecordedRequest>> waiting = waiters.computeIfAbsent(key, k -> new ArrayDeque<>());
            waiting.removeIf(CompletableFuture::isDone);
            waiting.addLast(waiter);
            return waiter;
        } finally {
            lock.unlock();
        }
    }

    int pending(String key) {
        lock.lock();
        try {
            Deque<RecordedRequest> queue = untaken.get(key);
            return queue == null ? 0 : queue.size();
        } finally {
            lock.unlock();
        }
    }

    List<RecordedRequest> all() {
        lock.lock();
        try {
            return List.copyOf(all);
        } finally {
            lock.unlock();
        }
    }

    /** Forgets the requests with the key, taken or not. */
    void forget(String key) {
        lock.lock();
        try {
            untaken.remove(key);
            all.removeIf(r -> key.equals(keyOf(r)));
        } finally {
            lock.unlock();
        }
    }

    void clear() {
        lock.lock();
        try {
            all.clear();
            untaken.clear();
        } finally {
            lock.unlock();
        }
    }
}
