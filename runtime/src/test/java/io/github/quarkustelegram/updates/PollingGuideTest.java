package io.github.quarkustelegram.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.UpdateType;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.smallrye.mutiny.Uni;

/**
 * The snippet of {@code docs/modules/ROOT/pages/receiving-updates.adoc}, included from here by tag, run against the
 * fake Telegram.
 */
@Timeout(60)
class PollingGuideTest {

    final List<String> texts = new CopyOnWriteArrayList<>();

    Uni<Void> handle(Update update) {
        texts.add(update.message().text());
        return Uni.createFrom().voidItem();
    }

    @Test
    void longPolling() throws Exception {
        try (FakeTelegram telegram = FakeTelegram.builder().token("123456:guide").start();
                TelegramClient client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                        .build()) {
            telegram.user(42).sends("m1");
            telegram.user(42).sends("m2");
            Duration timeout = Duration.ofSeconds(1);
            // tag::long-polling[]
            LongPoller poller = new LongPoller(
                    client.reactiveBot(),
                    update -> handle(update), // a Uni<Void> that completes once it is handled
                    PollingOptions.defaults()
                            .withTimeout(timeout) // default 50 s
                            .withAllowedUpdates(List.of(UpdateType.MESSAGE, UpdateType.CALLBACK_QUERY)),
                    ResilienceScheduler.system());
            poller.start();
            // ... and on shutdown: cancels the long poll, waits for the update being handled
            poller.stop().toCompletableFuture().get(15, TimeUnit.SECONDS);
            // end::long-polling[]
            poller.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (texts.size() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            poller.stop().toCompletableFuture().get(15, TimeUnit.SECONDS);
            assertThat(texts).containsExactly("m1", "m2");
        }
    }
}
