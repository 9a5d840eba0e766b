package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.telegram.Chaos;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.RateLimits;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * A broadcast to 10,000 recipients against the fake Telegram with its rate limits checked and faults injected, while
 * users chat with the bot: 5 % blocked the bot, some chats never existed, some groups became supergroups; 429s,
 * 5xx and connection resets on the sends. Every reachable recipient gets exactly one message, every unreachable one
 * is reported, the broadcast keeps to its share of the budget in every sliding second (as the fake saw the sends),
 * and the users' replies are not held up by it.
 */
class BroadcastChaosTest {

    static final int RECIPIENTS = Integer.getInteger("chaos.n", 10_000);
    static final int BLOCKED = RECIPIENTS / 20;
    static final int GONE = 30;
    static final int GROUPS = 20;
    /** The budget, scaled up from Telegram's 30 a second so that the test takes seconds, not minutes. */
    static final int BUDGET = 400;
    static final int SHARE = 250;
    static final long FIRST_USER = 1_000_000;

    @Test
    void tenThousandRecipientsGetOneMessageEachAtTheShareWhileUsersChat() throws Exception {
        Chaos chaos = !Boolean.parseBoolean(System.getProperty("chaos.faults", "true"))
                ? Chaos.builder(32).rateLimits(RateLimits.of(BUDGET, 1, 20)).build()
                : Chaos.builder(32).tooManyRequests(0.0005, Duration.ofSeconds(1)).serverErrors(0.01)
                        .connectionResets(0.005).methods(List.of("sendMessage"))
                        .rateLimits(RateLimits.of(BUDGET, 1, 20)).build();
        FloodControlLimits limits = FloodControlLimits.builder().globalPerSecond(BUDGET).build();
        BroadcastSettings settings = new BroadcastSettings(SHARE, BUDGET, Duration.ofSeconds(2), 1000, 1, true, 5,
                Duration.ofMillis(1100), Duration.ofMillis(200), Duration.ofHours(1));
        try (FakeTelegram telegram = FakeTelegram.builder().transcriptLimit(40_000).start();
                TelegramClient client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                        .floodControl(limits).retry(RetryPolicy.defaults()).build();
                BroadcastBot bot = new BroadcastBot(client, new InMemoryBroadcastStore(), settings)) {
            List<Long> recipients = new ArrayList<>();
            Set<Long> blocked = new HashSet<>();
            Set<Long> gone = new HashSet<>();
            Map<Long, Long> upgraded = new HashMap<>();
            for (int i = 0; i < RECIPIENTS - GROUPS - GONE; i++) {
                long user = FIRST_USER + i;
                telegram.user(user, "User " + i);
                recipients.add(user);
                if (i % 19 == 7 && blocked.size() < BLOCKED) {
                    telegram.user(user, "User " + i).blocksBot();
                    blocked.add(user);
                }
            }
            for (int g = 0; g < GROUPS; g++) {
                long group = -4000L - g;
                long supergroup = -1004000000000L - g;
                telegram.group(group, "Group " + g);
                telegram.user(FIRST_USER, "User 0").upgradesGroup(group, supergroup);
                upgraded.put(group, supergroup);
                recipients.add(recipients.size() / 2, group);
            }
            for (int n = 0; n < GONE; n++) {
                long never = 9_000_000L + n;
                gone.add(never);
                recipients.add(never);
            }
            assertThat(recipients).hasSize(RECIPIENTS).doesNotHaveDuplicates();
            assertThat(blocked).hasSize(BLOCKED);
            client.bot().getMe(); // the connection opened before the clock matters
            telegram.chaos(chaos);

            // users chat all along: four chats, a message to each a little over once a second
            List<Long> replyLatencies = new CopyOnWriteArrayList<>();
            AtomicBoolean chatting = new AtomicBoolean(true);
            Thread users = new Thread(() -> chat(client, telegram, bot, chatting, replyLatencies), "users");
            bot.lastUpdate.set(System.nanoTime());
            if (Boolean.parseBoolean(System.getProperty("chaos.users", "true"))) {
                users.start();
            }

            Broadcast broadcast = bot.broadcasts.start("chaos", recipients, Reply.text("Spring sale!")).await()
                    .atMost(Duration.ofSeconds(30));
            BroadcastProgress end = awaitEnd(broadcast);
            chatting.set(false);
            users.join(5000);

            // what the fake saw
            Map<Long, Integer> received = new HashMap<>();
            List<Long> sendTimes = new ArrayList<>();
            for (TranscriptEntry entry : telegram.transcript()) {
                if (entry.from() == TranscriptEntry.From.BOT && "Spring sale!".equals(entry.text())) {
                    received.merge(entry.chatId(), 1, Integer::sum);
                    sendTimes.add(entry.at().toEpochMilli());
                }
            }
            int once = 0;
            int repeated = 0;
            int skipped = 0;
            for (long recipient : recipients) {
                if (blocked.contains(recipient) || gone.contains(recipient)) {
                    assertThat(received.getOrDefault(recipient, 0)).as("unreachable %d", recipient).isZero();
                    continue;
                }
                long chat = upgraded.getOrDefault(recipient, recipient);
                int count = received.getOrDefault(chat, 0);
                if (count == 1) {
                    once++;
                } else if (count == 0) {
                    skipped++;
                } else {
                    repeated++;
                }
            }
            int maxPerSecond = maxInAnySecond(sendTimes);
            long reported = bot.unreachable.stream().map(e -> e.chatId()).distinct().count();
            System.out.printf("broadcast: %d recipients, sent once %d, repeated %d, skipped %d, blocked %d "
                    + "(reported %d), max sends/s %d (share %d of %d); %s; fake: %s; users' replies: %d, slowest %d ms%n",
                    RECIPIENTS, once, repeated, skipped, end.unreachable(), reported, maxPerSecond, SHARE, BUDGET, end,
                    telegram.chaosReport(), replyLatencies.size(),
                    replyLatencies.stream().mapToLong(Long::longValue).max().orElse(0));

            if (end.failed() > 0) {
                System.out.println("failed: " + broadcast.unreached(100_000).await().indefinitely().stream()
                        .filter(u -> !u.reason().contains("blocked") && !u.reason().contains("not found")).toList());
            }
            int reachable = RECIPIENTS - BLOCKED - GONE;
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(once).as("reachable recipients sent to once").isEqualTo(reachable);
            assertThat(repeated).isZero();
            assertThat(skipped).isZero();
            assertThat(end.sent()).isEqualTo(reachable);
            assertThat(end.unreachable()).isEqualTo(BLOCKED + GONE);
            assertThat(end.failed()).isZero();
            assertThat(reported).isEqualTo(BLOCKED + GONE);
            assertThat(bot.unreachable.stream().filter(e -> e.blocked()).count()).isEqualTo(BLOCKED);
            assertThat(bot.migrated).extracting(e -> e.fromChatId() + ">" + e.toChatId()).containsExactlyInAnyOrderElementsOf(
                    upgraded.entrySet().stream().map(e -> e.getKey() + ">" + e.getValue()).toList());
            assertThat(maxPerSecond).as("broadcast sends in any sliding second, at the fake").isLessThanOrEqualTo(SHARE);
            assertThat(telegram.chaosReport().rateLimited()).as("429s for going over the fake's limits").isZero();
            assertThat(replyLatencies).isNotEmpty();
            assertThat(replyLatencies.stream().mapToLong(Long::longValue).max().orElseThrow())
                    .as("slowest reply to a user, ms: within Telegram's per-chat second").isLessThan(1000);
            long told = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (bot.ended.isEmpty() && System.nanoTime() - told < 0) {
                Thread.sleep(20); // the end is told on a worker, once the run has seen it
            }
            assertThat(bot.ended).extracting(e -> e.progress().id()).containsExactly(broadcast.id());
            assertThat(broadcast.unreached(100_000).await().indefinitely()).hasSize(BLOCKED + GONE);
        }
    }

    /** Waits for the end, saying how it goes every ten seconds (a failure then shows where it stood). */
    private static BroadcastProgress awaitEnd(Broadcast broadcast) {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() - deadline < 0) {
            try {
                return broadcast.ended().await().atMost(Duration.ofSeconds(10));
            } catch (io.smallrye.mutiny.TimeoutException e) {
                System.out.println("broadcast so far: " + broadcast.progress().await().indefinitely());
            }
        }
        throw new AssertionError("not ended in 3 minutes: " + broadcast.progress().await().indefinitely());
    }

    /** Four users' chats, each answered about once a second (the per-chat limit), timing each answer. */
    private static void chat(TelegramClient client, FakeTelegram telegram, BroadcastBot bot, AtomicBoolean chatting,
            List<Long> latencies) {
        long[] chats = { 42, 43, 44, 45 };
        for (long chat : chats) {
            telegram.user(chat, "Chatty " + chat);
        }
        while (chatting.get()) {
            for (long chat : chats) {
                bot.lastUpdate.set(System.nanoTime());
                long start = System.nanoTime();
                try {
                    client.bot().sendDice(io.github.quarkustelegram.method.SendDice.builder(ChatId.of(chat)).build());
                    latencies.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                } catch (RuntimeException e) {
                    // a fault the fake made on purpose is not the broadcast's doing
                }
            }
            try {
                Thread.sleep(1100);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** @return the most sends in any window [t, t + 1 s) */
    static int maxInAnySecond(List<Long> millis) {
        List<Long> sorted = new ArrayList<>(millis);
        sorted.sort(null);
        int max = 0;
        int from = 0;
        for (int to = 0; to < sorted.size(); to++) {
            while (sorted.get(to) - sorted.get(from) >= 1000) {
                from++;
            }
            max = Math.max(max, to - from + 1);
        }
        return max;
    }
}
