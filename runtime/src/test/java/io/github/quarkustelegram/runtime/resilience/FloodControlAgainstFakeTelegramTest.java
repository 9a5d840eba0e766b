package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.telegram.Chaos;
import io.github.quarkustelegram.testing.telegram.ChaosReport;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;

/**
 * The client's flood control against the fake Telegram checking Telegram's limits in sliding windows, on real time
 * and a real HTTP path: a burst to many chats and to one chat, and the fake never answers 429 (retries are off, so a
 * 429 would fail a call).
 */
class FloodControlAgainstFakeTelegramTest {

    @Test
    void aBurstKeepsToTelegramsLimitsAsTheFakeSeesThem() throws Exception {
        try (FakeTelegram telegram = FakeTelegram.builder().chaos(Chaos.builder(1).telegramRateLimits().build())
                .start();
                TelegramClient client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                        .retry(RetryPolicy.none()).build()) {
            for (int user = 1; user <= 60; user++) {
                telegram.user(user, "User " + user);
            }
            // a first call opens the connection and loads the client: not paced by flood control, and slow enough (the
            // first call of a JVM) that the sends paced meanwhile would reach the fake together
            client.bot().getMe();
            List<CompletableFuture<?>> sends = new ArrayList<>();
            // 60 chats once, and 2 more to chat 1: 62 sends, about 2 s at 30 a second
            for (int user = 1; user <= 60; user++) {
                sends.add(client.reactiveBot().sendMessage(ChatId.of(user), "hello " + user).subscribeAsCompletionStage()
                        .exceptionally(failure -> null));
            }
            for (int i = 0; i < 2; i++) {
                sends.add(client.reactiveBot().sendMessage(ChatId.of(1), "again " + i).subscribeAsCompletionStage()
                        .exceptionally(failure -> null));
            }
            CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);

            ChaosReport report = telegram.chaosReport();
            System.out.println("flood-vs-fake: " + report + "; refused: " + telegram.rateLimited());
            assertThat(report.rateLimited()).as("429s over a limit").isZero();
        }
    }
}
