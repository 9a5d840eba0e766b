package io.github.quarkustelegram.testing;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The requests a {@link FakeBotApiServer} received: all of them in order (the oldest dropped beyond
 * {@link #MAX_KEPT}), and per method a queue of those not taken yet.
 */
final class RequestLog {

    /** A long-running fake (dev mode) must not grow without bound. */
    static final int MAX_KEPT = 10_000;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition arrived = lock.newCondition();
    private final Deque<RecordedRequest> all = new ArrayDeque<>();
    private final Map<String, Deque<RecordedRequest>> untaken = new HashMap<>();

    /** @param methodKey the lower-case method name, or null for a request that calls no method */
    void add(String methodKey, RecordedRequest request) {
        lock.lock();
        try {
            all.addLast(request);
            if (all.size() > MAX_KEPT) {
                RecordedRequest dropped = all.removeFirst();
                untaken.values().forEach(queue -> queue.remove(dropped));
            }
            if (methodKey != null) {
                untaken.computeIfAbsent(methodKey, k -> new ArrayDeque<>()).addLast(request);
            }
            arrived.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** @return the oldest untaken request of the method, waiting up to the timeout; null if none came */
    RecordedRequest take(String methodKey, Duration timeout) {
        long nanos = timeout.toNanos();
        lock.lock();
        try {
            while (true) {
                Deque<RecordedRequest> queue = untaken.get(methodKey);
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

    int pending(String methodKey) {
        lock.lock();
        try {
            Deque<RecordedRequest> queue = untaken.get(methodKey);
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

    void forget(String methodKey) {
        lock.lock();
        try {
            untaken.remove(methodKey);
            all.removeIf(r -> r.methodName() != null && r.methodName().equalsIgnoreCase(methodKey));
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
