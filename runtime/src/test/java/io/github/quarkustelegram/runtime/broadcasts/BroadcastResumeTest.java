package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.LongStream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.updates.PollerLock;

/**
 * A broadcast outlives the instance sending it: two engines on one store, one senders' lock between them. The one
 * holding the lock dies mid-broadcast (it loses the lock and closes); the other takes the lock and goes on from where
 * the first stopped, so that no recipient is skipped and at most the one in flight is sent twice, as the fake saw the
 * sends. A restart under the same instance name goes on the same way.
 */
class BroadcastResumeTest {

    static final int RECIPIENTS = 60;
    static final BroadcastSettings SLOW = new BroadcastSettings(20, 20, Duration.ofSeconds(2), 1000, 1, true, 3,
            Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1));
    static final Duration WAIT = Duration.ofSeconds(10);

    FakeTelegram telegram;
    TelegramClient client;
    InMemoryBroadcastStore store;
    SharedLock lock;
    List<Long> recipients;

    @BeforeEach
    void start() {
        telegram = FakeTelegram.start();
        client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                .floodControl(FloodControlLimits.defaults()).retry(RetryPolicy.none()).build();
        store = new InMemoryBroadcastStore();
        lock = new SharedLock();
        recipients = LongStream.rangeClosed(1, RECIPIENTS).boxed().toList();
        recipients.forEach(id -> telegram.user(id, "User " + id));
    }

    @AfterEach
    void stop() {
        client.close();
        telegram.close();
    }

    @Test
    void anotherInstanceTakesOverWhenTheSenderDies() {
        lock.give("a");
        BroadcastBot a = new BroadcastBot(client, store, SLOW, "a", lock.of("a"));
        try (BroadcastBot b = new BroadcastBot(client, store, SLOW, "b", lock.of("b"))) {
            Broadcast started = a.broadcasts.start("resumed", recipients, Reply.text("Resumed")).await().atMost(WAIT);
            BroadcastBot.await(() -> sends() >= 15, WAIT, () -> "15 sends by a");

            lock.give(null); // a's lock expires (it is paused, cut off...)
            a.close();
            int byA = sends();
            assertThat(b.engine.sending()).as("b sends nothing without the lock").isEmpty();
            lock.give("b");

            Broadcast onB = b.broadcasts.find(started.id()).await().atMost(WAIT);
            BroadcastProgress end = onB.ended().await().atMost(WAIT);
            check(end, byA);
        } finally {
            a.close();
        }
    }

    @Test
    void aRestartUnderTheSameNameGoesOn() {
        lock.give("a");
        BroadcastBot first = new BroadcastBot(client, store, SLOW, "a", lock.of("a"));
        Broadcast started;
        int byFirst;
        try {
            started = first.broadcasts.start("restarted", recipients, Reply.text("Resumed")).await().atMost(WAIT);
            BroadcastBot.await(() -> sends() >= 15, WAIT, () -> "15 sends before the restart");
        } finally {
            first.close();
            byFirst = sends();
        }
        try (BroadcastBot again = new BroadcastBot(client, store, SLOW, "a", lock.of("a"))) {
            Broadcast onRestart = again.broadcasts.find(started.id()).await().atMost(WAIT);
            BroadcastProgress end;
            try {
                end = onRestart.ended().await().atMost(WAIT);
            } catch (RuntimeException e) {
                throw new AssertionError("Not ended after the restart: " + store.find(started.id()).await()
                        .atMost(WAIT), e);
            }
            check(end, byFirst);
        }
    }

    private int sends() {
        return (int) telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && "Resumed".equals(e.text())).count();
    }

    /** Each recipient once but the one in flight, none skipped; prints the summary. */
    private void check(BroadcastProgress end, int beforeTheDeath) {
        Map<Long, Integer> received = new HashMap<>();
        telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && "Resumed".equals(e.text()))
                .forEach(e -> received.merge(e.chatId(), 1, Integer::sum));
        int once = 0;
        int repeated = 0;
        int skipped = 0;
        for (long recipient : recipients) {
            int count = received.getOrDefault(recipient, 0);
            if (count == 1) {
                once++;
            } else if (count == 0) {
                skipped++;
            } else {
                repeated += count - 1;
            }
        }
        StoredBroadcast stored = store.find(end.id()).await().atMost(WAIT);
        System.out.printf("broadcast-resumed: %d recipients, sent once %d, repeated %d, skipped %d "
                + "(%d sent before the first sender died; %d taken over)%n", RECIPIENTS, once, repeated, skipped,
                beforeTheDeath, stored.counts().again());
        assertThat(end.state()).isEqualTo(BroadcastState.DONE);
        assertThat(end.sent()).isEqualTo(RECIPIENTS);
        assertThat(beforeTheDeath).as("sent before the death").isLessThan(RECIPIENTS);
        assertThat(skipped).as("skipped").isZero();
        assertThat(repeated).as("repeated (at most the one in flight)").isLessThanOrEqualTo(1);
        assertThat(received.keySet()).containsExactlyInAnyOrderElementsOf(recipients);
        assertThat(stored.counts().again()).as("taken over from the dead sender").isLessThanOrEqualTo(1);
    }

    /** A senders' lock for instances in one JVM: held by one name at a time, given by the test. */
    static final class SharedLock {
        private volatile @Nullable String holder;
        private final Map<String, Runnable> listeners = new ConcurrentHashMap<>();

        /** Gives the lock to {@code instance} (null: nobody), telling every instance. */
        void give(@Nullable String instance) {
            holder = instance;
            listeners.values().forEach(Runnable::run);
        }

        PollerLock of(String instance) {
            return new PollerLock() {
                @Override
                public void start(Runnable changed) {
                    listeners.put(instance, changed);
                }

                @Override
                public boolean held() {
                    return instance.equals(holder);
                }

                @Override
                public @Nullable String holder() {
                    return holder;
                }

                @Override
                public CompletionStage<Void> release() {
                    listeners.remove(instance);
                    return CompletableFuture.completedFuture(null);
                }
            };
        }
    }
}
