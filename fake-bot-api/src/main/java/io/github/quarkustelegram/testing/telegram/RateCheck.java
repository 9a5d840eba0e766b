package io.github.quarkustelegram.testing.telegram;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sliding windows of {@link RateLimits}: the times of the recent sends overall and per chat, and whether one more
 * now would go over a limit. Thread-safe (its owner, {@link FaultInjector}, calls it under its lock).
 */
final class RateCheck {

    private static final long SECOND = 1_000_000_000L;
    private static final long MINUTE = 60 * SECOND;
    private static final int PRUNE_AT = 4096;
    /**
     * How early a send may arrive and still count as keeping a limit: a client that paces its sends exactly at a limit
     * sees them arrive with the jitter of its threads and of the network (a first send of a JVM slower than the next),
     * and Telegram's own limiter is not that exact either. A burst is refused all the same.
     */
    static final long JITTER = 100_000_000L;

    private final RateLimits limits;
    private final ArrayDeque<Long> overall = new ArrayDeque<>();
    private final Map<String, ArrayDeque<Long>> perChat = new HashMap<>();
    private final List<RateLimitedCall> refused = new ArrayList<>();

    RateCheck(RateLimits limits) {
        this.limits = limits;
    }

    /**
     * Counts the call if it keeps every limit.
     *
     * @param method the method
     * @param chat its {@code chat_id}, or null
     * @param now {@link System#nanoTime()}
     * @return null when it may be carried out (and was counted); else the refusal
     */
    synchronized RateLimitedCall check(String method, String chat, long now) {
        if (!limits.isActive() || !limits.appliesTo(method)) {
            return null;
        }
        boolean group = chat != null && (chat.startsWith("-") || chat.startsWith("@"));
        String key = chat == null ? null : chat.toLowerCase(java.util.Locale.ROOT);
        ArrayDeque<Long> chatTimes = key == null ? null : perChat.computeIfAbsent(key, k -> new ArrayDeque<>());
        long wait = waitFor(overall, limits.overallPerSecond(), SECOND, now);
        String limit = "overall";
        if (chatTimes != null) {
            long chatWait = waitFor(chatTimes, limits.perChatPerSecond(), SECOND, now);
            if (chatWait > wait) {
                wait = chatWait;
                limit = "chat";
            }
            if (group) {
                long groupWait = waitFor(chatTimes, limits.perGroupPerMinute(), MINUTE, now);
                if (groupWait > wait) {
                    wait = groupWait;
                    limit = "group";
                }
            }
        }
        if (wait > 0) {
            // Telegram answers whole seconds, at least one
            int retryAfter = (int) Math.max(1, (wait + SECOND - 1) / SECOND);
            RateLimitedCall call = new RateLimitedCall(method, chat, limit, retryAfter, now);
            refused.add(call);
            return call;
        }
        overall.addLast(now);
        trim(overall, SECOND, now);
        if (chatTimes != null) {
            chatTimes.addLast(now);
            trim(chatTimes, group ? MINUTE : SECOND, now);
        }
        if (perChat.size() > PRUNE_AT) {
            perChat.values().removeIf(times -> times.isEmpty() || now - times.peekLast() >= MINUTE);
        }
        return null;
    }

    synchronized List<RateLimitedCall> refused() {
        return List.copyOf(refused);
    }

    /** @return how long until one more send keeps {@code limit} in every window of {@code period} ending then */
    private static long waitFor(ArrayDeque<Long> times, int limit, long period, long now) {
        if (limit <= 0) {
            return 0;
        }
        int inWindow = 0;
        long oldestCounted = now;
        // newest first: the sends within (now - period, now]
        var it = times.descendingIterator();
        while (it.hasNext()) {
            long t = it.next();
            if (now - t >= period - JITTER) {
                break;
            }
            inWindow++;
            oldestCounted = t;
            if (inWindow == limit) {
                return oldestCounted + period - JITTER - now; // the limit-th newest must leave the window first
            }
        }
        return 0;
    }

    private static void trim(ArrayDeque<Long> times, long period, long now) {
        while (!times.isEmpty() && now - times.peekFirst() >= period) {
            times.removeFirst();
        }
    }
}
