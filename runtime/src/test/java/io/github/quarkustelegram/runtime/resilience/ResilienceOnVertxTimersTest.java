package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.quarkus.vertx.core.runtime.VertxTimerAwareScheduledExecutorService;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;

/**
 * The decorators' timers on the scheduler an application really has: Quarkus's worker pool, which turns a schedule
 * made on a Vert.x thread into a Vert.x timer (whole milliseconds; under 1 ms refused). A sub-millisecond wait once
 * threw there and left the flood limiter stuck: a chat's second message never went.
 */
class ResilienceOnVertxTimersTest {

    private final Vertx vertx = Vertx.vertx();
    private final ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
    private final ResilienceScheduler scheduler = ResilienceScheduler
            .of(new VertxTimerAwareScheduledExecutorService(pool));

    @AfterEach
    void close() throws InterruptedException {
        pool.shutdownNow();
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @Test
    void delaysAreWholeMillisecondsRoundedUp() {
        assertThat(ResilienceScheduler.ceilMillis(Duration.ZERO)).isZero();
        assertThat(ResilienceScheduler.ceilMillis(Duration.ofNanos(1))).isEqualTo(1);
        assertThat(ResilienceScheduler.ceilMillis(Duration.ofNanos(999_999))).isEqualTo(1);
        assertThat(ResilienceScheduler.ceilMillis(Duration.ofMillis(7))).isEqualTo(7);
        assertThat(ResilienceScheduler.ceilMillis(Duration.ofNanos(7_000_001))).isEqualTo(8);
        assertThat(ResilienceScheduler.ceilMillis(Duration.ofMillis(-5))).isZero();
    }

    @Test
    @Timeout(10)
    void zeroAndSubMillisecondWaitsRunFromAVertxThread() throws InterruptedException {
        CountDownLatch ran = new CountDownLatch(3);
        vertx.runOnContext(ignored -> {
            scheduler.schedule(Duration.ZERO, ran::countDown);
            scheduler.schedule(Duration.ofNanos(300_000), ran::countDown);
            scheduler.schedule(Duration.ofMillis(-1), ran::countDown);
        });
        assertThat(ran.await(5, TimeUnit.SECONDS)).as("all three tasks ran").isTrue();
    }

    @Test
    @Timeout(20)
    void aChatsMessagesAllGoOneASecond() throws InterruptedException {
        List<Long> sentAt = new CopyOnWriteArrayList<>();
        TelegramTransport telegram = new TelegramTransport() {
            @Override
            @SuppressWarnings("unchecked")
            public <R> Uni<R> execute(TelegramRequest<R> request) {
                sentAt.add(System.nanoTime());
                return Uni.createFrom().item((R) "sent"); // TestRequest answers a String
            }
        };
        FloodControlChain flood = new FloodControlChain(telegram, FloodControlLimits.defaults(), scheduler);
        int messages = 4;
        CountDownLatch done = new CountDownLatch(messages);
        vertx.runOnContext(ignored -> {
            for (int i = 0; i < messages; i++) {
                flood.execute(TestRequest.send(42, "m" + i)).subscribe().with(ok -> done.countDown(),
                        failure -> {
                        });
            }
        });

        assertThat(done.await(messages + 5L, TimeUnit.SECONDS)).as("every message of the chat was sent").isTrue();
        for (int i = 1; i < messages; i++) {
            assertThat(Duration.ofNanos(sentAt.get(i) - sentAt.get(i - 1)))
                    .as("gap before message %d", i).isGreaterThanOrEqualTo(Duration.ofMillis(990));
        }
    }
}
