package io.github.quarkustelegram.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.testing.telegram.ChaosReport;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * The fault-injection suite: {@value #UPDATES} messages from {@value #CHATS} users, through the Dev Services fake
 * Telegram in chaos mode ({@link ChaosProfile}), each answered by {@link EchoBot} with its own text. Asserted: every
 * update handled exactly once, each chat's in order, every reply at Telegram exactly once, nothing pending at the
 * end. Prints {@code fault-injection: N updates, handled once N, duplicates 0, lost 0, replies N}.
 */
abstract class FaultInjectionSuite {

    static final int CHATS = 200;
    static final int UPDATES = 10_000;
    static final long FIRST_CHAT = 700_001;
    static final Duration DEADLINE = Duration.ofSeconds(240); // ~30 s on an idle 2-core machine; generous under load

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl; // the fake's, given by Dev Services

    @Inject
    FaultLedger ledger;

    FakeTelegramClient telegram;

    /** Starts a clean run: nothing pending at the fake, the chaos plan from its first draw, the ledger empty. */
    void startClean() {
        telegram = FakeTelegramClient.connect(telegramUrl);
        telegram.reset();
        telegram.chaos(telegram.chaos()); // the Dev Services plan, counted from here
        ledger.clear();
    }

    /**
     * Runs the suite on the application as its profile receives.
     *
     * @param receiving what the summary names the receiving
     * @return what the chaos did
     */
    ChaosReport run(String receiving) throws Exception {
        long start = System.nanoTime();
        Map<Long, List<Integer>> sent = send();
        long sentAt = System.nanoTime();
        awaitQuiet();
        long quietAt = System.nanoTime();
        ChaosReport chaos = telegram.chaosReport();

        Map<Integer, Integer> starts = ledger.starts();
        Map<Integer, Integer> successes = ledger.successes();
        List<Integer> all = sent.values().stream().flatMap(List::stream).toList();
        int handledOnce = (int) all.stream().filter(id -> starts.getOrDefault(id, 0) == 1
                && successes.getOrDefault(id, 0) == 1).count();
        int duplicates = starts.values().stream().mapToInt(n -> n - 1).sum();
        int lost = (int) all.stream().filter(id -> successes.getOrDefault(id, 0) == 0).count();
        Map<String, Integer> replies = replies();
        int repliesOnce = (int) replies.values().stream().filter(n -> n == 1).count();

        System.out.printf("fault-injection: %d updates, handled once %d, duplicates %d, lost %d, replies %d%n",
                all.size(), handledOnce, duplicates, lost, repliesOnce);
        System.out.printf("fault-injection (%s): sent in %d ms, all answered after %d ms; chaos: %s%n", receiving,
                (sentAt - start) / 1_000_000, (quietAt - start) / 1_000_000, chaos);

        assertThat(all).hasSize(UPDATES).doesNotHaveDuplicates();
        assertThat(ledger.failures()).as("handlings that failed").isEmpty();
        assertThat(duplicates).as("updates handled more than once").isZero();
        assertThat(lost).as("updates never handled").isZero();
        assertThat(starts.keySet()).as("updates handled that nobody sent").containsExactlyInAnyOrderElementsOf(all);
        assertThat(handledOnce).isEqualTo(UPDATES);
        assertThat(ledger.startedByChat()).as("each chat's updates, handled in the order sent").isEqualTo(sent);
        assertThat(replies.values().stream().mapToInt(Integer::intValue).sum()).as("the bot's messages")
                .isEqualTo(UPDATES);
        assertThat(repliesOnce).as("replies, each exactly once").isEqualTo(UPDATES);
        assertThat(replies.keySet()).isEqualTo(expectedReplies(sent));
        assertThat(telegram.pendingUpdates()).as("updates pending at the fake").isZero();
        assertThat(ledger.running()).as("handlings still running").isZero();
        assertThat(chaos.serverErrors()).as("5xx injected").isPositive();
        assertThat(chaos.connectionResets()).as("resets injected").isPositive();
        assertThat(chaos.slowAnswers()).as("slow answers injected").isPositive();
        assertThat(chaos.tooManyRequests()).as("429s injected").isPositive();
        return chaos;
    }

    /**
     * The users send their messages, from four threads, each with its own chats (so a chat's messages go in order).
     *
     * @return each chat's update ids, in the order sent
     */
    private Map<Long, List<Integer>> send() throws Exception {
        int perChat = UPDATES / CHATS;
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Map<Long, List<Integer>>>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                parts.add(pool.submit(() -> {
                    Map<Long, List<Integer>> ids = new HashMap<>();
                    List<FakeUser> users = new ArrayList<>();
                    for (int c = first; c < CHATS; c += threads) {
                        users.add(telegram.user(FIRST_CHAT + c, "User " + c));
                    }
                    for (int n = 0; n < perChat; n++) {
                        for (FakeUser user : users) {
                            long chat = user.id();
                            int id = (int) user.sends("chaos " + chat + " " + n).updateId();
                            ids.computeIfAbsent(chat, k -> new ArrayList<>()).add(id);
                        }
                    }
                    return ids;
                }));
            }
            Map<Long, List<Integer>> all = new HashMap<>();
            for (Future<Map<Long, List<Integer>>> part : parts) {
                all.putAll(part.get());
            }
            return all;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits until every update was handled and nothing is pending, running or arriving. */
    private void awaitQuiet() throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (System.nanoTime() < deadline
                && (ledger.handled() < UPDATES || ledger.running() > 0 || telegram.pendingUpdates() > 0)) {
            Thread.sleep(100);
        }
        // what might still come (a duplicate) would come now
        Thread.sleep(1_500);
    }

    /** @return the bot's messages at the fake, by "chat: text", with how many times each was sent */
    private Map<String, Integer> replies() {
        Map<String, Integer> replies = new HashMap<>();
        for (TranscriptEntry entry : telegram.transcript()) {
            if (entry.from() == TranscriptEntry.From.BOT) {
                replies.merge(entry.chatId() + ": " + entry.text(), 1, Integer::sum);
            }
        }
        return replies;
    }

    private static java.util.Set<String> expectedReplies(Map<Long, List<Integer>> sent) {
        java.util.Set<String> expected = new java.util.HashSet<>();
        sent.forEach((chat, ids) -> {
            for (int n = 0; n < ids.size(); n++) {
                expected.add(chat + ": chaos " + chat + " " + n);
            }
        });
        return expected;
    }
}
