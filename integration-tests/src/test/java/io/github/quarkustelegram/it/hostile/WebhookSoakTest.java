package io.github.quarkustelegram.it.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.ResourceLeakDetector;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The soak: {@code soak.updates} (default 100,000) valid updates through the webhook of a running application, as
 * fast as {@code soak.connections} keep-alive connections (default 4) get them answered, with Netty's leak detection
 * at PARANOID (every buffer tracked). Asserted: each answered 200 and handed over once; no Error logged; no leak
 * reported (and a leak planted at the end is reported, so the detector was really watching); the heap held live after
 * a full GC at the end of the last 10,000 updates no more than {@value #HEAP_GROWTH_MIB} MiB above the one after the
 * first 10,000.
 *
 * <p>
 * Not part of the build: run with {@code ./mvnw -pl integration-tests -Psoak surefire:test@soak} (see
 * DEVELOPERS.md).
 */
@QuarkusTest
@TestProfile(SoakProfile.class)
class WebhookSoakTest {

    static final int BATCH = 10_000;
    static final int HEAP_GROWTH_MIB = 4;
    static final String PLANTED_HINT = "planted by WebhookSoakTest";

    @TestHTTPResource("/")
    URL root;

    @Inject
    SoakSink sink;

    @Test
    void aHundredThousandUpdatesLeakNothingAndLeaveTheHeapFlat() throws Exception {
        int updates = Integer.getInteger("soak.updates", 100_000);
        int connections = Integer.getInteger("soak.connections", 4);
        assertThat(updates).as("soak.updates: a multiple of %d, at most %d", BATCH, SoakSink.CAPACITY)
                .isPositive().isLessThanOrEqualTo(SoakSink.CAPACITY).matches(n -> n % BATCH == 0);
        assertThat(ResourceLeakDetector.getLevel()).as("leak detection (-Dio.netty.leakDetection.level=paranoid)")
                .isEqualTo(ResourceLeakDetector.Level.PARANOID);

        HeapWatch heap = new HeapWatch();
        List<Long> heapPerBatch = new ArrayList<>();
        AtomicInteger notOk = new AtomicInteger();
        List<String> problems = new java.util.concurrent.CopyOnWriteArrayList<>();
        AtomicLong maxLatencyNanos = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(connections);
        List<RawHttp> https = new ArrayList<>();
        List<HostilePayloads> payloads = new ArrayList<>();
        AtomicInteger nextId = new AtomicInteger(1);
        for (int c = 0; c < connections; c++) {
            https.add(new RawHttp(root.getPort(), 30_000));
            payloads.add(new HostilePayloads(HostilePayloads.corpus(), c, nextId::getAndIncrement, 1024 * 1024));
        }
        long start = System.nanoTime();
        try (LoggedErrors logged = new LoggedErrors()) {
            for (int batch = 0; batch < updates / BATCH; batch++) {
                AtomicInteger left = new AtomicInteger(BATCH);
                List<Future<?>> running = new ArrayList<>();
                for (int c = 0; c < connections; c++) {
                    RawHttp http = https.get(c);
                    HostilePayloads generator = payloads.get(c);
                    running.add(pool.submit(() -> {
                        while (left.getAndDecrement() > 0) {
                            HostilePayloads.Payload update;
                            synchronized (generator) {
                                update = generator.valid();
                            }
                            long sent = System.nanoTime();
                            int status = http.exchange(RawHttp.postHead(HostileInputProfile.PATH, "application/json",
                                    List.of(HostileInputProfile.SECRET)), update.body()).status();
                            maxLatencyNanos.accumulateAndGet(System.nanoTime() - sent, Math::max);
                            if (status != 200 && notOk.incrementAndGet() < 10) {
                                problems.add("update " + update.handedId() + ": " + status);
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> f : running) {
                    f.get(10, TimeUnit.MINUTES);
                }
                heapPerBatch.add(HeapWatch.mib(heap.liveNow()));
            }
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            https.forEach(RawHttp::close);
            pool.shutdown();

            int sent = nextId.get() - 1;
            int once = 0;
            for (int id = 1; id <= sent; id++) {
                int count = sink.count(id);
                if (count == 1) {
                    once++;
                } else if (problems.size() < 20) {
                    problems.add("update " + id + " handed over " + count + " times");
                }
            }
            boolean planted = plantLeakAndWaitForItsReport(logged);
            List<String> real = logged.leaks().stream().filter(l -> !l.contains(PLANTED_HINT)).toList();
            long growth = heapPerBatch.get(heapPerBatch.size() - 1) - heapPerBatch.get(0);
            System.out.printf("soak: %d updates in %.1f s (%d/s over %d connections), answered 200 %d, handled once "
                    + "%d, errors %d, leaks %d (detection %s, planted leak reported: %s), heap after GC per %,d updates "
                    + "%s MiB (growth first to last %d MiB, bound %d), max latency %d ms%n", sent, millis / 1000.0,
                    sent * 1000L / Math.max(1, millis), connections, sent - notOk.get(), once, logged.errors().size(),
                    real.size(),
                    ResourceLeakDetector.getLevel(), planted, BATCH, heapPerBatch, growth, HEAP_GROWTH_MIB,
                    TimeUnit.NANOSECONDS.toMillis(maxLatencyNanos.get()));
            real.stream().limit(3).forEach(l -> System.out.println("soak: " + l));
            logged.errors().stream().limit(3).forEach(e -> System.out.println("soak: " + e));
            logged.failures().stream().limit(3).forEach(e -> System.out.println("soak: " + e));
            problems.forEach(p -> System.out.println("soak: " + p));

            assertThat(sent).isEqualTo(updates);
            assertThat(notOk.get()).as("answers other than 200").isZero();
            assertThat(once).as("updates handed over exactly once").isEqualTo(updates);
            assertThat(planted).as("the leak planted at the end was reported: the detector was watching").isTrue();
            assertThat(real).as("leaks reported by Netty").isEmpty();
            assertThat(logged.errors()).as("Errors logged").isEmpty();
            assertThat(logged.failures()).as("requests that failed instead of being answered").isEmpty();
            assertThat(growth).as("heap growth after GC, first to last %,d updates, MiB", BATCH)
                    .isLessThanOrEqualTo(HEAP_GROWTH_MIB);
        } finally {
            heap.close();
            pool.shutdownNow();
        }
    }

    /**
     * Drops a tracked buffer unreleased, then collects and allocates until the detector reports it (at most 10 s);
     * the same collections flush any leak of the run that was not yet reported.
     */
    private static boolean plantLeakAndWaitForItsReport(LoggedErrors logged) throws InterruptedException {
        plant();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            System.gc();
            // the detector looks for collected, unreleased buffers when it tracks a new one
            ByteBuf probe = PooledByteBufAllocator.DEFAULT.directBuffer(16);
            probe.release();
            if (logged.leaks().stream().anyMatch(l -> l.contains(PLANTED_HINT))) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    private static void plant() {
        ByteBuf leaked = PooledByteBufAllocator.DEFAULT.directBuffer(16);
        leaked.touch(PLANTED_HINT);
    }
}
