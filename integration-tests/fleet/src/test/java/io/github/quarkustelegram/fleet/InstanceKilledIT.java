package io.github.quarkustelegram.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;

/**
 * Two instances; one is killed ({@code kill -9}) a third of the way through. The load balancer keeps sending to it
 * (its connections fail, and Telegram delivers those updates again, to the other), its claims expire after the lease
 * (3 s here), and the updates it was handling are handled by the survivor. Nothing is lost; an update is handled twice
 * only if the killed instance had finished handling it but not yet recorded so in Redis (at-least-once, within one
 * round trip), and the test checks that no other update is. A chat's next update is delivered behind a stuck one
 * ({@link #NEXT_AFTER}), and still no update of a chat is handled before an earlier one: the stuck update keeps its place
 * until it is delivered again.
 */
class InstanceKilledIT {

    static final int UPDATES = 2_000;
    static final int CHATS = 50;
    /**
     * A chat's next update goes once the previous was answered or in flight this long: a delivery stuck on the killed
     * instance has its chat's next update delivered behind it, to the survivor, which must wait for the stuck one's
     * redelivery (its place is kept) rather than handle the next first when the dead instance's claim expires.
     */
    static final Duration NEXT_AFTER = Duration.ofMillis(250);

    @Test
    void aKilledInstancesUpdatesAreHandledByTheOtherAndNoneIsLost() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("instance-killed")) {
            FleetUpdates updates = new FleetUpdates(UPDATES, CHATS, 0, 1);
            fleet.users(updates);
            BotProcess a = fleet.start("a", Map.of());
            BotProcess b = fleet.start("b", Map.of());
            List<URI> webhooks = List.of(a.webhook(), b.webhook());

            try (TelegramLikeSender sender = new TelegramLikeSender(() -> webhooks, FleetScenario.SECRET, 0.02,
                    Duration.ofSeconds(2), Duration.ofMillis(200), 19, NEXT_AFTER)) {
                CompletableFuture<Void> run = FleetScenario.deliverInBackground(sender, updates);
                fleet.awaitHandled(UPDATES / 3, Duration.ofMinutes(1));
                long killedAt = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
                b.kill();
                run.get();

                FleetJournal journal = fleet.journal();
                List<Integer> expected = FleetScenario.ids(updates);
                long handledByB = journal.perInstance().getOrDefault("b", 0L);
                List<Integer> duplicated = journal.duplicated();
                System.out.printf("instance-killed: %d updates over 2 instances, b killed (kill -9) after %d handled, %s,"
                        + " out of order %d%n", UPDATES, handledByB, FleetScenario.counts(journal, expected),
                        journal.outOfOrder());
                System.out.printf("instance-killed: %d deliveries, answers %s, handled by instance %s, handled twice %s"
                        + "%n", sender.attempts(), sender.statuses(), journal.perInstance(), duplicated);

                assertThat(journal.lost(expected)).as("lost").isEmpty();
                assertThat(duplicated).as("handled twice: only updates b had finished as it was killed, before it"
                        + " recorded them").allSatisfy(
                                id -> assertThat(journal.byUpdate().get(id))
                                        .anySatisfy(h -> {
                                            assertThat(h.instance()).isEqualTo("b");
                                            assertThat(h.endMicros()).isGreaterThan(killedAt - 200_000);
                                        }));
                assertThat(duplicated.size()).as("at most the updates b was handling").isLessThanOrEqualTo(CHATS);
                assertThat(journal.outOfOrder()).isZero();
                assertThat(handledByB).as("b took its share before it was killed").isGreaterThan(UPDATES / 10);
                assertThat(sender.statuses()).as("deliveries to the killed instance failed, and went elsewhere")
                        .containsKey(-1);
            }
        }
    }
}
