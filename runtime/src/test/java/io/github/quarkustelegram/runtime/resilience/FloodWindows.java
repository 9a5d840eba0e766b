package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;

/**
 * Flood control's promise as one check, for the tests of the limiter and of every {@link FloodBudget}: no sliding
 * window (half-open, {@code (t - period, t]}) ever holds more sends than a limit allows, overall, in a chat, in a group.
 */
public final class FloodWindows {

    public static final long SECOND = Duration.ofSeconds(1).toNanos();
    public static final long MINUTE = Duration.ofMinutes(1).toNanos();

    private FloodWindows() {
    }

    /**
     * One send as Telegram sees it.
     *
     * @param chat its chat ({@code "7"}, {@code "-100"}, {@code "@news"}), null for a request without one
     * @param group whether the per-group limit applies to it
     * @param atNanos when it went
     */
    public record Send(@Nullable String chat, boolean group, long atNanos) {
    }

    /** The most sends found in any window: overall in a second, in one chat in a second, in one group in a minute. */
    public record Most(int overall, int chat, int group) {
    }

    /** {@link #assertWithin(List, int, int, int, long)} with the limits' rates. */
    public static Most assertWithin(List<Send> sends, FloodControlLimits limits, long slack) {
        return assertWithin(sends, limits.globalPerSecond(), limits.perChatPerSecond(), limits.perGroupPerMinute(),
                slack);
    }

    /**
     * Asserts each limit in every sliding window (a limit of 0 is none).
     *
     * @param slack how much later than counted a send may have been seen (a budget on a server's clock, seen when its
     *        answer came back): each window is that much shorter, so that only a sure excess fails; 0 when the time
     *        seen is the budget's own
     * @return the maxima
     */
    public static Most assertWithin(List<Send> sends, int overall, int perChat, int perGroup, long slack) {
        int most = mostInAnySlidingWindow(sends.stream().map(Send::atNanos).toList(), SECOND - slack);
        if (overall > 0) {
            assertThat(most).as("overall, any second").isLessThanOrEqualTo(overall);
        }
        Set<String> groups = groups(sends);
        int chatMost = 0;
        int groupMost = 0;
        for (Map.Entry<String, List<Long>> chat : byChat(sends).entrySet()) {
            int inChat = mostInAnySlidingWindow(chat.getValue(), SECOND - slack);
            chatMost = Math.max(chatMost, inChat);
            if (perChat > 0) {
                assertThat(inChat).as("chat %s, any second", chat.getKey()).isLessThanOrEqualTo(perChat);
            }
            if (groups.contains(chat.getKey())) {
                int inGroup = mostInAnySlidingWindow(chat.getValue(), MINUTE - slack);
                groupMost = Math.max(groupMost, inGroup);
                if (perGroup > 0) {
                    assertThat(inGroup).as("group %s, any minute", chat.getKey()).isLessThanOrEqualTo(perGroup);
                }
            }
        }
        return new Most(most, chatMost, groupMost);
    }

    /** Asserts that no chat has more than {@code limit} sends in any {@code period}. */
    public static void assertPerChat(List<Send> sends, long period, int limit) {
        byChat(sends).forEach((chat, times) -> assertThat(mostInAnySlidingWindow(times, period))
                .as("chat %s, any %d ms", chat, period / 1_000_000).isLessThanOrEqualTo(limit));
    }

    /** The most sends in any window {@code (t - period, t]}: a send and the one {@code period} later never share one. */
    public static int mostInAnySlidingWindow(List<Long> times, long period) {
        List<Long> sorted = new ArrayList<>(times);
        sorted.sort(null);
        int most = 0;
        int start = 0;
        for (int end = 0; end < sorted.size(); end++) {
            while (sorted.get(end) - sorted.get(start) >= period) {
                start++;
            }
            most = Math.max(most, end - start + 1);
        }
        return most;
    }

    private static Map<String, List<Long>> byChat(List<Send> sends) {
        Map<String, List<Long>> byChat = new HashMap<>();
        sends.stream().filter(s -> s.chat() != null)
                .forEach(s -> byChat.computeIfAbsent(s.chat(), c -> new ArrayList<>()).add(s.atNanos()));
        return byChat;
    }

    private static Set<String> groups(List<Send> sends) {
        return sends.stream().filter(s -> s.group() && s.chat() != null).map(Send::chat).collect(Collectors.toSet());
    }
}
