package io.github.quarkustelegram.it.hostile;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/** The statuses answered to the attack, and every answer that was not the one expected (the first few described). */
final class Tally {

    private static final int EXAMPLES = 30;

    private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger wrong = new AtomicInteger();
    private final List<String> examples = new CopyOnWriteArrayList<>();

    /** Records an answer, and whether it was the expected one. */
    void answer(String what, int expected, int status, String detail) {
        requests.incrementAndGet();
        statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
        if (status != expected) {
            mismatch(what + ": " + status + ", expected " + expected + " (" + detail + ")");
        }
    }

    /** Records something the webhook did wrong other than a status. */
    void mismatch(String description) {
        wrong.incrementAndGet();
        if (examples.size() < EXAMPLES) {
            examples.add(description);
        }
    }

    int requests() {
        return requests.get();
    }

    int wrong() {
        return wrong.get();
    }

    List<String> examples() {
        return List.copyOf(examples);
    }

    Map<Integer, Long> statuses() {
        Map<Integer, Long> sorted = new TreeMap<>();
        statuses.forEach((status, count) -> sorted.put(status, count.sum()));
        return sorted;
    }
}
