package io.github.quarkustelegram.it.hostile;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Telegram's own deliveries while the attack goes on: a valid update every few milliseconds, each on the one
 * keep-alive connection Telegram would use, each timed from its first byte sent to its answer.
 */
final class GoodTraffic implements AutoCloseable {

    /** Ids of good updates start here, far above the attack's. */
    static final int FIRST_ID = 900_000_000;

    /** What happened to one good update. */
    record Delivery(int id, long sentNanos, long answeredNanos, int status) {
    }

    private final int port;
    private final int everyMillis;
    private final HostilePayloads payloads;
    private final Map<Integer, Delivery> deliveries = new ConcurrentHashMap<>();
    private final Thread thread;
    private volatile boolean stop;

    GoodTraffic(int port, int everyMillis) {
        this.port = port;
        this.everyMillis = everyMillis;
        AtomicInteger ids = new AtomicInteger(FIRST_ID);
        this.payloads = new HostilePayloads(HostilePayloads.corpus(), 42, ids::getAndIncrement,
                1024 * 1024);
        this.thread = new Thread(this::run, "good-traffic");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        RawHttp http = new RawHttp(port, 10_000);
        try {
            while (!stop) {
                HostilePayloads.Payload good = payloads.valid();
                long sent = System.nanoTime();
                int status;
                try {
                    status = http.exchange(RawHttp.postHead(HostileInputProfile.PATH, "application/json",
                            List.of(HostileInputProfile.SECRET)), good.body()).status();
                } catch (IOException e) {
                    status = RawHttp.CLOSED_WITHOUT_ANSWER;
                }
                deliveries.put(good.handedId(), new Delivery(good.handedId(), sent, System.nanoTime(), status));
                Thread.sleep(everyMillis);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            http.close();
        }
    }

    /** @return every good update sent so far */
    List<Delivery> deliveries() {
        return List.copyOf(deliveries.values());
    }

    @Override
    public void close() throws InterruptedException {
        stop = true;
        thread.join(30_000);
    }
}
