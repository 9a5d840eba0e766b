package io.github.quarkustelegram.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * A broadcast of a fleet on a real Redis whose sending instance dies ({@code kill -9}) mid-broadcast: the other
 * instance takes it over and finishes it, no recipient skipped, at most the one in flight sent twice, the blocked
 * ones reported; then every instance killed mid-broadcast and new ones started: they resume it, and a reminder that
 * fell due while none ran is sent once, at start-up. Each prints one summary line.
 */
class BroadcastKilledIT {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final int RECIPIENTS = 300;
    private static final int SHARE = 25;
    private static final Map<String, String> RATES = Map.of("quarkus.telegram.broadcasts.per-second",
            Integer.toString(SHARE), "quarkus.telegram.broadcasts.idle-per-second", Integer.toString(SHARE),
            "quarkus.telegram.broadcasts.check", "200ms");
    private static final Pattern SENDER = Pattern.compile("This instance \\((\\S+)\\) sends broadcasts now");
    private static final Pattern REPORTED = Pattern.compile("broadcast-unreachable (\\d+)");

    @Test
    void theSendingInstanceKilledMidBroadcastIsTakenOverWithoutASkip() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("broadcast-killed")) {
            Recipients recipients = new Recipients(fleet, 70_000);
            BotProcess a = fleet.start("a", RATES);
            BotProcess b = fleet.start("b", RATES);
            fleet.telegram.user(7_000, "Admin");
            command(a, 1, 7_000, "/broadcast 70000 " + RECIPIENTS);

            await("a third sent", () -> recipients.received().size() >= RECIPIENTS / 3);
            BotProcess sender = sender(a, b);
            BotProcess other = sender == a ? b : a;
            sender.kill();
            int sentBeforeKill = recipients.received().size();
            await("every reachable recipient reached", () -> recipients.received().keySet()
                    .containsAll(recipients.reachable));
            Thread.sleep(1_000); // a late duplicate would show now

            String line = recipients.summary("broadcast-killed", fleet);
            System.out.printf("%s; killed %s after %d sent, %s went on%n", line, sender.name, sentBeforeKill,
                    other.name);
            recipients.assertOnceEach(1);
            assertThat(other.logText()).contains("sends broadcasts now");
        }
    }

    @Test
    void everyInstanceKilledMidBroadcastIsResumedByTheNextOnesWithTheReminderDueMeanwhile() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("broadcast-restarted")) {
            Recipients recipients = new Recipients(fleet, 80_000);
            BotProcess a = fleet.start("a", RATES);
            BotProcess b = fleet.start("b", RATES);
            fleet.telegram.user(8_000, "Admin");
            fleet.telegram.user(8_001, "Ada");
            command(b, 1, 8_001, "/remind 10000");
            Instant due = Instant.now().plusSeconds(10);
            command(a, 2, 8_000, "/broadcast 80000 " + RECIPIENTS);

            await("a third sent", () -> recipients.received().size() >= RECIPIENTS / 3);
            a.kill();
            b.kill();
            assertThat(Instant.now()).as("both killed before the reminder is due").isBefore(due);
            assertThat(reminders(fleet)).isEmpty();
            int sentBeforeKill = recipients.received().size();
            while (Instant.now().isBefore(due.plusSeconds(1))) {
                Thread.sleep(100); // the reminder falls due while no instance runs
            }
            Instant restarted = Instant.now();
            fleet.start("c", RATES);
            fleet.start("d", RATES);
            await("every reachable recipient reached", () -> recipients.received().keySet()
                    .containsAll(recipients.reachable));
            await("the reminder", () -> reminders(fleet).size() == 1);
            Thread.sleep(1_000);

            List<TranscriptEntry> reminders = reminders(fleet);
            String line = recipients.summary("broadcast-restarted", fleet);
            System.out.printf("%s; both killed after %d sent, c and d went on; reminder due while down: sent %d "
                    + "time(s), %d ms after the restart%n", line, sentBeforeKill, reminders.size(),
                    Duration.between(restarted, reminders.get(0).at()).toMillis());
            recipients.assertOnceEach(2);
            assertThat(reminders).hasSize(1);
            assertThat(reminders.get(0).at()).isAfter(restarted);
        }
    }

    /** The run's recipients: every 20th blocked the bot; what the fake received and the instances reported. */
    private static final class Recipients {
        final FleetScenario fleet;
        final Set<Long> blocked = new HashSet<>();
        final List<Long> reachable = new ArrayList<>();

        Recipients(FleetScenario fleet, long first) {
            this.fleet = fleet;
            for (long chat = first; chat < first + RECIPIENTS; chat++) {
                fleet.telegram.user(chat, "R" + chat);
                if ((chat - first) % 20 == 7) {
                    fleet.telegram.user(chat, "R" + chat).blocksBot();
                    blocked.add(chat);
                } else {
                    reachable.add(chat);
                }
            }
        }

        /** @return how many "news" each chat received */
        Map<Long, Integer> received() {
            Map<Long, Integer> counts = new HashMap<>();
            for (TranscriptEntry entry : fleet.telegram.transcript()) {
                if (entry.from() == TranscriptEntry.From.BOT && "news".equals(entry.text())) {
                    counts.merge(entry.chatId(), 1, Integer::sum);
                }
            }
            return counts;
        }

        Set<Long> reported() {
            Set<Long> reported = new HashSet<>();
            for (BotProcess bot : fleet.instances) {
                Matcher m = REPORTED.matcher(bot.logText());
                while (m.find()) {
                    reported.add(Long.parseLong(m.group(1)));
                }
            }
            return reported;
        }

        int maxPerSecond() {
            List<Instant> times = fleet.telegram.transcript().stream()
                    .filter(e -> e.from() == TranscriptEntry.From.BOT && "news".equals(e.text()))
                    .map(TranscriptEntry::at).toList();
            return FleetScenario.maxInAnySecond(times);
        }

        String summary(String name, FleetScenario fleet) {
            Map<Long, Integer> received = received();
            long once = reachable.stream().filter(c -> received.getOrDefault(c, 0) == 1).count();
            long repeated = reachable.stream().filter(c -> received.getOrDefault(c, 0) > 1).count();
            long skipped = reachable.stream().filter(c -> received.getOrDefault(c, 0) == 0).count();
            return String.format("%s: %d recipients, sent once %d, repeated %d, skipped %d, blocked %d (reported %d), "
                    + "max sends/s %d (share %d of 30)", name, RECIPIENTS, once, repeated, skipped, blocked.size(),
                    reported().size(), maxPerSecond(), SHARE);
        }

        void assertOnceEach(int maxRepeated) {
            Map<Long, Integer> received = received();
            assertThat(reachable).as("skipped").allMatch(c -> received.getOrDefault(c, 0) >= 1);
            assertThat(reachable.stream().filter(c -> received.get(c) > 1).count()).as("repeated")
                    .isLessThanOrEqualTo(maxRepeated);
            assertThat(blocked).as("blocked ones sent nothing").allMatch(c -> !received.containsKey(c));
            assertThat(reported()).as("the blocked ones reported").containsExactlyInAnyOrderElementsOf(blocked);
            assertThat(maxPerSecond()).as("broadcast sends in any sliding second").isLessThanOrEqualTo(SHARE);
            assertThat(fleet.telegram.chaosReport().rateLimited()).as("429s over Telegram's limits").isZero();
        }
    }

    private static List<TranscriptEntry> reminders(FleetScenario fleet) {
        return fleet.telegram.transcript(8_001).stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && "reminder".equals(e.text())).toList();
    }

    /** @return the instance whose log says it took the broadcasts' senders' lock last */
    private static BotProcess sender(BotProcess... bots) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            for (BotProcess bot : bots) {
                if (SENDER.matcher(bot.logText()).find()) {
                    return bot;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no instance says it sends broadcasts");
    }

    private static void command(BotProcess bot, int updateId, long chat, String text) throws Exception {
        HttpResponse<Void> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(bot.webhook())
                .header("Content-Type", "application/json")
                .header("X-Telegram-Bot-Api-Secret-Token", FleetScenario.SECRET)
                .POST(HttpRequest.BodyPublishers.ofString(FleetUpdates.json(updateId, chat, text))).build(),
                HttpResponse.BodyHandlers.discarding());
        assertThat(answer.statusCode()).isEqualTo(200);
    }

    private static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("No " + what + " within " + WAIT);
            }
            LockSupport.parkNanos(Duration.ofMillis(100).toNanos()); // polls the fake's transcript
        }
    }
}
