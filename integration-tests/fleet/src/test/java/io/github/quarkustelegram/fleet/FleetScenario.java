package io.github.quarkustelegram.fleet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.Chaos;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * One fleet run's world: a real Redis, the fake Telegram both instances call, the instances, and what the run
 * measured. Closing it stops them all.
 */
final class FleetScenario implements AutoCloseable {

    static final String SECRET = "fleet-secret";

    final String name;
    final Path folder;
    final LocalRedisServer redis;
    final FakeTelegram telegram;
    final List<BotProcess> instances = new ArrayList<>();

    FleetScenario(String name) {
        this.name = name;
        this.folder = Path.of(System.getProperty("fleet.work", "target/fleet")).resolve(name);
        deleteFolder(folder); // the journals of an earlier run
        this.redis = LocalRedisServer.start();
        // Telegram's limits, checked in sliding windows: a send over one is answered 429 (and listed), not carried out
        this.telegram = FakeTelegram.builder().chaos(Chaos.builder(1).telegramRateLimits().build()).start();
    }

    /** Makes the users of the run's chats known to the fake Telegram, so that it takes the bot's messages to them. */
    void users(FleetUpdates updates) {
        for (long chat : updates.byChat.keySet()) {
            telegram.user(chat, "U" + chat);
        }
    }

    BotProcess start(String instance, Map<String, String> settings) throws Exception {
        BotProcess bot = BotProcess.start(instance, folder, redis.uri(), telegram.baseUrl(), telegram.token(),
                settings);
        instances.add(bot);
        return bot;
    }

    /**
     * Has each instance answer one {@code /ping} (from a chat of its own) before the run, then forgets those sends: a
     * cold JVM's first sends are slow, and the permits flood control hands out meanwhile would reach Telegram
     * together once it is warm (a production bot is warm long before its bursts).
     */
    void warmUp() throws Exception {
        long chat = 900; // a chat each: one chat's limit is one message a second
        int id = 900_000;
        for (BotProcess bot : instances) {
            telegram.user(++chat, "Warm-up");
            java.net.http.HttpResponse<Void> answer = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(bot.webhook()).header("Content-Type", "application/json")
                            .header("X-Telegram-Bot-Api-Secret-Token", SECRET)
                            .POST(java.net.http.HttpRequest.BodyPublishers.ofString(
                                    FleetUpdates.json(id++, chat, "/ping")))
                            .build(),
                    java.net.http.HttpResponse.BodyHandlers.discarding());
            if (answer.statusCode() != 200) {
                throw new IllegalStateException(bot.name + " answered the warm-up with " + answer.statusCode());
            }
        }
        Thread.sleep(1_100); // out of every sliding second of the run
        telegram.server().forgetRequests();
    }

    FleetJournal journal() throws Exception {
        return FleetJournal.read(instances.stream().map(bot -> bot.journal).toList());
    }

    /** @return the run's deliveries, going on while the test kills or stops something; fails if one never ends */
    static java.util.concurrent.CompletableFuture<Void> deliverInBackground(TelegramLikeSender sender,
            FleetUpdates updates) {
        return java.util.concurrent.CompletableFuture.runAsync(() -> {
            try {
                sender.deliverAll(updates.byChat, Duration.ofMinutes(3));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** @return the ids of every update of the run */
    static List<Integer> ids(FleetUpdates updates) {
        return updates.byChat.values().stream().flatMap(List::stream).map(TelegramLikeSender.Outgoing::updateId)
                .toList();
    }

    /** @return the counts every summary line gives: "handled once N, duplicates D, lost L" */
    static String counts(FleetJournal journal, List<Integer> expected) {
        return "handled once " + journal.handledOnce(expected) + ", duplicates " + journal.duplicates() + ", lost "
                + journal.lost(expected).size();
    }

    /** Waits until the instances' journals hold at least that many handlings. */
    void awaitHandled(int handlings, java.time.Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (journal().handlings.size() < handlings) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("fewer than " + handlings + " updates handled within " + timeout);
            }
            Thread.sleep(20);
        }
    }

    /** Waits until every one of these updates was handled at least once. */
    void awaitHandledOnce(List<Integer> ids, java.time.Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!journal().lost(ids).isEmpty()) {
            if (System.nanoTime() > deadline) {
                return; // the test's assertions say what is missing
            }
            Thread.sleep(50);
        }
    }

    /** @return the most sends the fake Telegram received within any one second (a sliding window) */
    int maxSendsPerSecond() {
        return maxInAnySecond(sendTimes());
    }

    /**
     * @return the most sends one chat received within any one second, less the fake Telegram's allowance for arrival
     *         jitter (a send up to 100 ms early counts as in time: the client paces a chat's sends one second apart,
     *         and a first send that reached Telegram late shortens the gap to the next)
     */
    int maxSendsPerChatPerSecond() {
        Map<Long, List<Instant>> byChat = new HashMap<>();
        for (RecordedRequest send : telegram.server().requests("sendMessage")) {
            byChat.computeIfAbsent(send.json().path("chat_id").asLong(), c -> new ArrayList<>()).add(send.receivedAt());
        }
        return byChat.values().stream().mapToInt(times -> maxInWindow(times, Duration.ofMillis(900))).max().orElse(0);
    }

    /** @return the last message the bot sent to a chat, or "" */
    String lastBotMessage(long chat) {
        List<TranscriptEntry> entries = telegram.transcript(chat);
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).from() == TranscriptEntry.From.BOT) {
                return entries.get(i).text();
            }
        }
        return "";
    }

    /** @return how many instances the flood budget on Redis divides the rates among (its sorted set of instances) */
    int floodInstances() {
        String token = telegram.token();
        String reply = redis.command("ZCARD telegram:" + token.substring(0, token.indexOf(':')) + ":instances");
        return Integer.parseInt(reply.substring(1)); // ":2"
    }

    int sends() {
        return telegram.server().requests("sendMessage").size();
    }

    private List<Instant> sendTimes() {
        return telegram.server().requests("sendMessage").stream().map(RecordedRequest::receivedAt).toList();
    }

    /** Counts the times within the half-open window (t - 1 s, t] ending at each time, and returns the largest. */
    static int maxInAnySecond(List<Instant> times) {
        return maxInWindow(times, Duration.ofSeconds(1));
    }

    /** Counts the times within the half-open window (t - window, t] ending at each time, and returns the largest. */
    static int maxInWindow(List<Instant> times, Duration window) {
        List<Instant> sorted = times.stream().sorted().toList();
        int max = 0;
        int from = 0;
        for (int to = 0; to < sorted.size(); to++) {
            while (!sorted.get(from).isAfter(sorted.get(to).minus(window))) {
                from++;
            }
            max = Math.max(max, to - from + 1);
        }
        return max;
    }

    private static void deleteFolder(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (var paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws Exception {
        for (BotProcess bot : instances) {
            bot.close();
        }
        telegram.close();
        redis.close();
    }
}
