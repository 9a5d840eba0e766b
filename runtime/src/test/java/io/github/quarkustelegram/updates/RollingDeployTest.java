package io.github.quarkustelegram.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.smallrye.mutiny.Uni;

/**
 * A rolling deploy: the new instance starts polling while the old one still polls with the same token (Telegram
 * ends the older of two polls with 409 "terminated by other getUpdates request"), then the old one stops. Neither
 * poller gives up on the conflict, and the one left receives every later update.
 */
@Timeout(90)
class RollingDeployTest {

    static final PollingOptions FAST = PollingOptions.defaults()
            .withTimeout(Duration.ofSeconds(1))
            .withBackoff(Duration.ofMillis(50), Duration.ofMillis(200))
            .withDrainTimeout(Duration.ofSeconds(5));

    @Test
    void theInstanceLeftAfterARollingDeployReceivesEveryLaterUpdate() throws Exception {
        try (FakeTelegram telegram = FakeTelegram.start();
                TelegramClient oldClient = client(telegram);
                TelegramClient newClient = client(telegram)) {
            Set<Long> seen = ConcurrentHashMap.newKeySet();
            List<Long> byNew = new CopyOnWriteArrayList<>();
            LongPoller oldPoller = new LongPoller(oldClient.reactiveBot(), update -> {
                seen.add((long) update.updateId());
                return Uni.createFrom().voidItem();
            }, FAST, ResilienceScheduler.system());
            LongPoller newPoller = new LongPoller(newClient.reactiveBot(), update -> {
                seen.add((long) update.updateId());
                byNew.add((long) update.updateId());
                return Uni.createFrom().voidItem();
            }, FAST, ResilienceScheduler.system());
            FakeUser ada = telegram.user(42, "Ada");

            oldPoller.start();
            newPoller.start(); // both poll: each poll of one ends the other's with 409, for a few seconds
            for (int i = 0; i < 5; i++) {
                ada.sends("while both poll " + i);
                Thread.sleep(300);
            }
            assertThat(oldPoller.state()).as("the old instance did not give up").isEqualTo(LongPoller.State.RUNNING);
            assertThat(newPoller.state()).as("the new instance did not give up").isEqualTo(LongPoller.State.RUNNING);

            oldPoller.stop().toCompletableFuture().get(10, TimeUnit.SECONDS); // the old pod is terminated
            List<Long> later = new CopyOnWriteArrayList<>();
            for (int i = 0; i < 20; i++) {
                later.add(telegram.injectUpdate("message", "{\"message_id\":" + (100 + i) + ",\"date\":1,"
                        + "\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"after " + i + "\"}"));
            }

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!byNew.containsAll(later) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(byNew).as("every update after the old instance stopped").containsAll(later);
            assertThat(newPoller.state()).isEqualTo(LongPoller.State.RUNNING);
            newPoller.stop().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    private static TelegramClient client(FakeTelegram telegram) {
        return TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                .readTimeout(Duration.ofSeconds(5)).retry(RetryPolicy.none())
                .floodControl(FloodControlLimits.disabled()).build();
    }
}
