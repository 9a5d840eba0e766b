package io.github.quarkustelegram.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;

/**
 * Two instances in polling mode: one polls (it holds the poller's lock on Redis), the other stands by. The poller is
 * killed ({@code kill -9}) while updates keep coming; the other takes over once the lock expired (3 s here) and
 * continues from the offset Telegram holds. Every update is handled, and the ones the dead poller had handled but not
 * confirmed are not handled again (the shared ledger), but for those it had finished as it died, before recording
 * them; no chat's update is handled before an earlier one of that chat. The fake Telegram answers 409 to the older of two
 * concurrent polls: no instance's log may show one.
 */
class PollerFailoverIT {

    static final int UPDATES = 900;
    static final int CHATS = 30;
    static final Map<String, String> POLLING = Map.of("quarkus.telegram.updates.mode", "polling",
            "quarkus.telegram.updates.polling.timeout", "5s");

    @Test
    void whenThePollerDiesTheOtherTakesOverWithinTheLockTimeAndNothingIsLost() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("poller-failover")) {
            FleetUpdates updates = new FleetUpdates(UPDATES, CHATS, 0, 1);
            fleet.users(updates);
            BotProcess a = fleet.start("a", POLLING);
            BotProcess b = fleet.start("b", POLLING);

            List<Integer> injected = Collections.synchronizedList(new ArrayList<>());
            CompletableFuture<Void> users = CompletableFuture.runAsync(() -> inject(fleet, updates, injected));
            fleet.awaitHandled(UPDATES / 3, Duration.ofMinutes(1));
            Map<String, Long> before = fleet.journal().perInstance();
            assertThat(before).as("one instance polls, the other stands by").hasSize(1);
            BotProcess poller = before.containsKey("a") ? a : b;
            BotProcess standby = poller == a ? b : a;
            long killedAt = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
            poller.kill();
            users.get();
            fleet.awaitHandledOnce(injected, Duration.ofMinutes(1));

            FleetJournal journal = fleet.journal();
            long takeoverMillis = (journal.handlings.stream().filter(h -> h.instance().equals(standby.name))
                    .mapToLong(FleetJournal.Handling::startMicros).min().orElseThrow() - killedAt) / 1000;
            List<Integer> duplicated = journal.duplicated();
            System.out.printf("poller-failover: %d updates over 2 instances, poller %s killed (kill -9) after %d handled,"
                    + " %s, out of order %d, takeover %d ms (lock 3 s)%n", UPDATES, poller.name,
                    before.get(poller.name), FleetScenario.counts(journal, injected), journal.outOfOrder(),
                    takeoverMillis);

            assertThat(journal.lost(injected)).as("lost").isEmpty();
            assertThat(journal.outOfOrder()).as("handled before an earlier update of its chat: the dead poller's"
                    + " batch keeps its place until polled again").isZero();
            assertThat(duplicated).as("handled twice: only updates the poller had finished as it was killed")
                    .allSatisfy(id -> assertThat(journal.byUpdate().get(id)).anySatisfy(h -> {
                        assertThat(h.instance()).isEqualTo(poller.name);
                        assertThat(h.endMicros()).isGreaterThan(killedAt - 200_000);
                    }));
            assertThat(takeoverMillis).as("within the lock's time and a renewal").isBetween(0L, 8_000L);
            for (BotProcess bot : List.of(a, b)) {
                assertThat(bot.logText()).as("no 409: never two getUpdates at once (%s)", bot.name)
                        .doesNotContain("Conflict")
                        // not a port's 40981, nor a log line's time: 07:06:29,409
                        .doesNotContainPattern("(?<![,.:\\d])409(?!\\d)");
            }
            assertThat(standby.logText()).contains("polling");
        }
    }

    /** The users write: every update of the run, a few at a time, about 150 a second. */
    private static void inject(FleetScenario fleet, FleetUpdates updates, List<Integer> injected) {
        int perChat = UPDATES / CHATS;
        try {
            for (int k = 0; k < perChat; k++) {
                for (List<TelegramLikeSender.Outgoing> chat : updates.byChat.values()) {
                    String json = chat.get(k).json();
                    String message = json.substring(json.indexOf("\"message\":") + 10, json.length() - 1);
                    injected.add((int) fleet.telegram.injectUpdate("message", message));
                }
                Thread.sleep(200);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
