package io.github.quarkustelegram.it.hostile;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Telegram's own deliveries while the attack goes on: a valid update every few milliseconds, on the one keep-alive
 * connection Telegram would use, each attempt timed from its first byte sent to its answer. As Telegram does, an update
 * refused with 503 is delivered again after its {@code Retry-After}; a refusal is only expected while the test says
 * that the attack holds every delivery slot ({@link #expectRefusals(boolean)}).
 */
final class GoodTraffic implements AutoCloseable {

    /** Ids of good updates start here, far above the attack's. */
    static final int FIRST_ID = 900_000_000;

    /**
     * What happened to one good update: its last status, how many times it was refused with 503 first, the longest
     * any attempt waited for its answer, the same net of the JVM's stalls ({@link Hiccups}), and what was wrong
     * (null when nothing).
     */
    record Delivery(int id, int status, int refusals, long maxAttemptMillis, long maxNetMillis, String problem) {
    }

    private final int port;
    private final int everyMillis;
    private final long latencyBoundMillis;
    private final HostilePayloads payloads;
    private final Map<Integer, Delivery> deliveries = new ConcurrentHashMap<>();
    private final Thread thread;
    private volatile boolean stop;
    private volatile boolean refusalsExpected;
    /** The attack under way, named in a problem's description. */
    private volatile String phase = "start";
    private final AtomicInteger unexpectedRefusals = new AtomicInteger();
    /** Held by each attempt (read) and by the test while it stops the world to measure the heap (write). */
    private final ReadWriteLock quiet = new ReentrantReadWriteLock();

    private final Hiccups hiccups;

    GoodTraffic(int port, int everyMillis, long latencyBoundMillis, Hiccups hiccups) {
        this.hiccups = hiccups;
        this.port = port;
        this.everyMillis = everyMillis;
        this.latencyBoundMillis = latencyBoundMillis;
        AtomicInteger ids = new AtomicInteger(FIRST_ID);
        this.payloads = new HostilePayloads(HostilePayloads.corpus(), 42, ids::getAndIncrement, 1024 * 1024);
        this.thread = new Thread(this::run, "good-traffic");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Runs a measurement that stops the world (full collections) between two attempts, so that its pause is not
     * counted as the webhook's latency.
     */
    long quietly(java.util.function.LongSupplier measurement) {
        quiet.writeLock().lock();
        try {
            return measurement.getAsLong();
        } finally {
            quiet.writeLock().unlock();
        }
    }

    /** Names the attack under way. */
    void phase(String name) {
        phase = name;
    }

    /** Whether the attack now holds every delivery slot, so that a 503 is the documented answer to Telegram too. */
    void expectRefusals(boolean expected) {
        refusalsExpected = expected;
    }

    private void run() {
        RawHttp http = new RawHttp(port, 10_000);
        try {
            while (!stop) {
                deliver(http, payloads.valid());
                Thread.sleep(everyMillis);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            http.close();
        }
    }

    private void deliver(RawHttp http, HostilePayloads.Payload good) throws InterruptedException {
        int refusals = 0;
        long maxMillis = 0;
        long maxNetMillis = 0;
        String problem = null;
        for (;;) {
            boolean expected = refusalsExpected;
            RawHttp.Answer answer;
            long millis;
            long netMillis;
            quiet.readLock().lock();
            try {
                long sent = System.nanoTime();
                try {
                    answer = http.exchange(RawHttp.postHead(HostileInputProfile.PATH, "application/json",
                            List.of(HostileInputProfile.SECRET)), good.body());
                } catch (IOException e) {
                    answer = new RawHttp.Answer(RawHttp.CLOSED_WITHOUT_ANSWER, true, e.toString());
                }
                long answered = System.nanoTime();
                millis = TimeUnit.NANOSECONDS.toMillis(answered - sent);
                netMillis = TimeUnit.NANOSECONDS.toMillis(answered - sent - hiccups.stalledBetween(sent, answered));
            } finally {
                quiet.readLock().unlock();
            }
            maxMillis = Math.max(maxMillis, millis);
            maxNetMillis = Math.max(maxNetMillis, netMillis);
            if (netMillis > latencyBoundMillis && problem == null) {
                problem = "an attempt answered " + answer.status() + " after " + millis + " ms (" + netMillis
                        + " ms net of the JVM's stalls), during " + phase;
            }
            if (answer.status() != 503 || refusals >= 30 || stop) {
                if (answer.status() != 200 && problem == null) {
                    problem = "answered " + answer.status() + " after " + refusals + " refusals, during " + phase + ": "
                            + answer.head();
                }
                deliveries.put(good.handedId(), new Delivery(good.handedId(), answer.status(), refusals, maxMillis,
                        maxNetMillis, problem));
                return;
            }
            refusals++;
            if (!expected && !refusalsExpected) {
                unexpectedRefusals.incrementAndGet();
                if (problem == null) {
                    problem = "refused with 503 while the attack held no slot, during " + phase;
                }
            }
            int wait = retryAfter(answer.head());
            if (wait < 0 && problem == null) {
                problem = "503 without Retry-After";
            }
            Thread.sleep(1000L * Math.max(wait, 1));
        }
    }

    private static int retryAfter(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("retry-after:")) {
                return Integer.parseInt(line.substring("retry-after:".length()).trim());
            }
        }
        return -1;
    }

    /** @return every good update sent so far */
    List<Delivery> deliveries() {
        return new ArrayList<>(deliveries.values());
    }

    @Override
    public void close() throws InterruptedException {
        stop = true;
        thread.join(30_000);
    }
}
