package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/** The engine on the fake Telegram, one behaviour at a time. */
class BroadcastEngineTest {

    static final BroadcastSettings FAST = new BroadcastSettings(200, 200, Duration.ofSeconds(2), 1000, 1, true, 3,
            Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1));

    FakeTelegram telegram;
    TelegramClient client;
    InMemoryBroadcastStore store;

    @BeforeEach
    void start() {
        telegram = FakeTelegram.start();
        client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                .retry(RetryPolicy.none()).build();
        store = new InMemoryBroadcastStore();
        for (long user = 1; user <= 5; user++) {
            telegram.user(user, "User " + user);
        }
    }

    @AfterEach
    void stop() {
        client.close();
        telegram.close();
    }

    private List<Long> receivers(String text) {
        return telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && text.equals(e.text()))
                .map(TranscriptEntry::chatId).toList();
    }

    @Test
    void aMessageReachesEachRecipientInOrder() {
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("hello", List.of(1L, 2L, 3L), Reply.text("Hello all")).await()
                    .atMost(Duration.ofSeconds(10));
            BroadcastProgress end;
            try {
                end = b.ended().await().atMost(Duration.ofSeconds(5));
            } catch (RuntimeException e) {
                System.out.println("DEBUG " + b.progress().await().indefinitely() + " " + store.all().await().indefinitely()
                        + " sending " + bot.engine.sending() + " transcript " + telegram.transcript());
                throw e;
            }
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(end.sent()).isEqualTo(3);
            assertThat(receivers("Hello all")).containsExactly(1L, 2L, 3L);
        }
    }
}
