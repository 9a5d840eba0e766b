package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.updates.UpdateSink;
import io.github.quarkustelegram.testing.FakeBotApiServer;
import io.github.quarkustelegram.updates.LongPoller;
import io.github.quarkustelegram.updates.PollingOptions;

/**
 * What a poller test runs on: the fake Bot API, a client on it without retry nor flood control (the poller is the
 * retry layer), and the pollers made, all stopped by {@link #close()}.
 */
final class PollingBed implements AutoCloseable {

    final FakeBotApiServer api = FakeBotApiServer.start();
    final TelegramClient client = TelegramClient.builder().token("123456:polling-token").baseUrl(api.baseUrl())
            .readTimeout(Duration.ofSeconds(5))
            .retry(RetryPolicy.none())
            .floodControl(FloodControlLimits.disabled())
            .build();
    private final List<LongPoller> pollers = new CopyOnWriteArrayList<>();

    LongPoller poller(UpdateSink sink, PollingOptions options) {
        LongPoller poller = new LongPoller(client.reactiveBot(), sink, options, ResilienceScheduler.system());
        pollers.add(poller);
        return poller;
    }

    @Override
    public void close() throws Exception {
        try {
            for (LongPoller poller : pollers) {
                poller.stop().toCompletableFuture().get(10, TimeUnit.SECONDS);
            }
        } finally {
            client.close();
            api.close();
        }
    }
}
