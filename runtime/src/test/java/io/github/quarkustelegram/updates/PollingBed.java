package io.github.quarkustelegram.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.LongUnaryOperator;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.UserAction;

/**
 * What a poller test runs on: the fake Telegram, whose getUpdates hands out what its users did as Telegram does
 * (long polls, offsets confirming, limits) unless a test scripts it on the {@link #api server} underneath; a client on
 * it without retry nor flood control (the poller is the retry layer); and the pollers made, all stopped by
 * {@link #close()}.
 */
final class PollingBed implements AutoCloseable {

    static final String TOKEN = "123456:polling-token";

    final FakeTelegram telegram;
    final FakeBotApiServer api;
    final TelegramClient client;
    private final List<LongPoller> pollers = new CopyOnWriteArrayList<>();

    PollingBed() {
        this(1);
    }

    /** @param firstUpdateId the {@code update_id} of the first update the fake's users make */
    PollingBed(long firstUpdateId) {
        telegram = FakeTelegram.builder().token(TOKEN).firstUpdateId(firstUpdateId).start();
        api = telegram.server();
        client = TelegramClient.builder().token(TOKEN).baseUrl(telegram.baseUrl())
                .readTimeout(Duration.ofSeconds(5))
                .retry(RetryPolicy.none())
                .floodControl(FloodControlLimits.disabled())
                .build();
    }

    /**
     * Has users send messages, one update each, in order.
     *
     * @param chatOf the user (and private chat) each update is in, by its {@code update_id}
     * @param ids the updates' ids: the fake's next ones, in order
     */
    void messages(LongUnaryOperator chatOf, long... ids) {
        for (long id : ids) {
            UserAction sent = telegram.user(chatOf.applyAsLong(id)).sends("m" + id);
            assertThat(sent.updateId()).as("the fake's next update").isEqualTo(id);
        }
    }

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
            telegram.close();
        }
    }
}
