package io.github.quarkustelegram.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;

/**
 * Two instances of one bot behind one webhook, sharing their state on a real Redis: 5,000 updates from 100 chats,
 * some delivered a second time to the other instance while the first delivery is pending, a survey conversation in 20
 * chats whose steps land on either instance, and a {@code /ping} from every chat at about the same moment.
 */
class SeveralInstancesIT {

    static final int UPDATES = 5_000;
    static final int CHATS = 100;
    static final int SURVEYS = 20;

    @Test
    void everyUpdateIsHandledOnceInOrderOneAtATimePerChatWithinOneFloodBudget() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("several-instances")) {
            FleetUpdates updates = new FleetUpdates(UPDATES, CHATS, SURVEYS, 1);
            fleet.users(updates);
            BotProcess a = fleet.start("a", Map.of());
            BotProcess b = fleet.start("b", Map.of());
            List<URI> webhooks = List.of(a.webhook(), b.webhook());
            fleet.warmUp();

            try (TelegramLikeSender sender = new TelegramLikeSender(() -> webhooks, FleetScenario.SECRET, 0.02,
                    Duration.ofSeconds(2), Duration.ofMillis(200), 18)) {
                sender.deliverAll(updates.byChat, Duration.ofMinutes(3));

                FleetJournal journal = fleet.journal();
                List<Integer> expected = FleetScenario.ids(updates);
                long once = journal.handledOnce(expected);
                System.out.printf("several-instances: %d updates over 2 instances, %s, out of order %d, max sends/s %d"
                        + " (limit 30), max per chat/s %d (limit 1)%n", UPDATES, FleetScenario.counts(journal, expected),
                        journal.outOfOrder(), fleet.maxSendsPerSecond(), fleet.maxSendsPerChatPerSecond());
                System.out.printf("several-instances: %d deliveries (%d redelivered on purpose), answers %s, handled by"
                        + " instance %s, %d sends, %d refused with 429%n", sender.attempts(), sender.redeliveries(),
                        sender.statuses(), journal.perInstance(), fleet.sends(), fleet.telegram.rateLimited().size());

                assertThat(journal.lost(expected)).as("lost").isEmpty();
                assertThat(journal.duplicated()).as("handled twice").isEmpty();
                assertThat(once).isEqualTo(UPDATES);
                assertThat(journal.outOfOrder()).as("out of update_id order within a chat").isZero();
                assertThat(journal.overlaps()).as("a chat's updates on two instances at once").isZero();
                assertThat(journal.perInstance()).as("both instances took their share").containsOnlyKeys("a", "b")
                        .allSatisfy((instance, count) -> assertThat(count).isGreaterThan(UPDATES / 5));
                assertThat(sender.redeliveries()).as("redeliveries happened").isGreaterThan(50);
                for (long chat = FleetUpdates.FIRST_CHAT; chat < FleetUpdates.FIRST_CHAT + SURVEYS; chat++) {
                    assertThat(fleet.lastBotMessage(chat)).as("chat %d's survey, its steps on either instance", chat)
                            .isEqualTo(FleetUpdates.thanks(chat));
                }
                assertThat(fleet.sends()).as("a pong per chat, three survey messages per survey chat")
                        .isEqualTo(CHATS + 3 * SURVEYS);
                assertThat(fleet.telegram.rateLimited()).as("sends the fake Telegram refused with 429").isEmpty();
                assertThat(fleet.maxSendsPerSecond()).as("sends in any sliding second, both instances")
                        .isLessThanOrEqualTo(30);
                assertThat(fleet.maxSendsPerChatPerSecond()).as("sends to one chat in any sliding second")
                        .isLessThanOrEqualTo(1);
            }

            // a rolling deploy: a stops gracefully and leaves the flood budget's instances at once, so b's share is
            // the whole budget now, not after the alive window
            assertThat(fleet.floodInstances()).as("instances in the flood budget, both running").isEqualTo(2);
            a.stop();
            assertThat(fleet.floodInstances()).as("instances in the flood budget once a stopped").isEqualTo(1);
            assertThat(a.logText()).as("a's shutdown").doesNotContain(" ERROR ");
            b.stop();
            assertThat(fleet.floodInstances()).as("instances in the flood budget once both stopped").isZero();
            assertThat(b.logText()).as("b's shutdown").doesNotContain(" ERROR ");
        }
    }
}
