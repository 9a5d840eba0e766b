package io.github.quarkustelegram.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;

/**
 * Two instances; Redis is stopped a third of the way through (SIGKILL) and started again, empty, three seconds later.
 * Meanwhile the instances admit nothing (503 with {@code Retry-After}: Telegram delivers again later), one WARN each
 * says so, and the handlings already admitted finish; then the shared state resumes. Nothing is lost, nothing is
 * handled twice. Telegram delivers again only what was not answered: the sender's late-answer redeliveries pause
 * around the outage, as an update answered before Redis went away is never delivered again.
 */
class RedisRestartIT {

    static final int UPDATES = 2_000;
    static final int CHATS = 50;

    @Test
    void whileRedisIsGoneNothingIsAdmittedAndOnceBackNothingIsLostOrHandledTwice() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("redis-restart")) {
            FleetUpdates updates = new FleetUpdates(UPDATES, CHATS, 0, 1);
            fleet.users(updates);
            BotProcess a = fleet.start("a", Map.of());
            BotProcess b = fleet.start("b", Map.of());
            List<URI> webhooks = List.of(a.webhook(), b.webhook());

            try (TelegramLikeSender sender = new TelegramLikeSender(() -> webhooks, FleetScenario.SECRET, 0.02,
                    Duration.ofSeconds(2), Duration.ofMillis(200), 20)) {
                CompletableFuture<Void> run = FleetScenario.deliverInBackground(sender, updates);
                fleet.awaitHandled(UPDATES / 3, Duration.ofMinutes(1));
                sender.redelivering(false);
                Instant stoppedAt = Instant.now();
                fleet.redis.stop();
                int handledAtStop = fleet.journal().handlings.size();
                Thread.sleep(3_000);
                int handledWhileDown = fleet.journal().handlings.size() - handledAtStop;
                fleet.redis.restart();
                Instant restartedAt = Instant.now();
                Thread.sleep(1_000);
                sender.redelivering(true);
                run.get();

                FleetJournal journal = fleet.journal();
                List<Integer> expected = FleetScenario.ids(updates);
                System.out.printf("redis-restart: %d updates over 2 instances, Redis down 3 s after %d handled, %s, out"
                        + " of order %d, handled while down %d%n", UPDATES, handledAtStop,
                        FleetScenario.counts(journal, expected), journal.outOfOrder(), handledWhileDown);
                System.out.printf("redis-restart: %d deliveries, answers %s, handled by instance %s%n", sender.attempts(),
                        sender.statuses(), journal.perInstance());

                assertThat(journal.lost(expected)).as("lost").isEmpty();
                assertThat(journal.duplicated()).as("handled twice").isEmpty();
                assertThat(journal.outOfOrder()).isZero();
                assertThat(handledWhileDown).as("only what was admitted before it went away").isLessThanOrEqualTo(CHATS);
                assertThat(sender.statuses()).as("refused while Redis was gone").containsKey(503);
                for (BotProcess bot : List.of(a, b)) {
                    // an answer slower than a part's deadline on this busy machine counts as an outage of its own
                    assertThat(warnings(bot.logText(), stoppedAt, restartedAt)).as("one WARN for the outage, %s",
                            bot.name).isEqualTo(1);
                    assertThat(bot.logText()).contains("Redis answers again");
                }
            }
        }
    }

    /** @return the log's "Redis is unreachable" lines stamped within [from, to) */
    private static long warnings(String log, Instant from, Instant to) {
        DateTimeFormatter stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
        return log.lines().filter(line -> line.contains("Redis is unreachable")).map(line -> LocalDateTime
                .parse(line.substring(0, 23), stamp).atZone(ZoneId.systemDefault()).toInstant())
                .filter(at -> !at.isBefore(from) && at.isBefore(to)).count();
    }
}
