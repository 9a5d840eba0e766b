package io.github.quarkustelegram.testing.telegram;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Telegram's rate limits as the fake enforces them when asked ({@link Chaos.Builder#rateLimits}): a call of one of
 * {@link #methods()} that would make a sliding window hold more sends than a limit allows is answered 429 "Too Many
 * Requests: retry after N" with {@code parameters.retry_after}, as Telegram does, and is not carried out; the calls so
 * refused are counted ({@link ChaosReport#rateLimited()}) and listed ({@link FakeTelegram#rateLimited()}). The windows
 * are half-open, {@code (t - 1 s, t]}: two sends exactly a second apart are in different windows. Only the calls the
 * fake carries out count (not those refused, nor those another fault of the plan took).
 *
 * @param overallPerSecond sends a second over all chats; 0 for no limit
 * @param perChatPerSecond sends a second to one chat; 0 for no limit
 * @param perGroupPerMinute sends a minute to one group, supergroup or channel (a negative {@code chat_id}, or an
 *        {@code @username}); 0 for no limit
 * @param methods the methods that count: exact names or prefixes ending in {@code *} (any case)
 * @param excludedMethods exact names or prefixes taken out of {@code methods}
 */
public record RateLimits(int overallPerSecond, int perChatPerSecond, int perGroupPerMinute, List<String> methods,
        List<String> excludedMethods) {

    /** The methods that send messages. */
    public static final List<String> DEFAULT_METHODS = List.of("send*", "forward*", "copy*");
    /** The {@code send*} methods that send no message. */
    public static final List<String> DEFAULT_EXCLUDED_METHODS = List.of("sendChatAction", "sendMessageDraft",
            "sendRichMessageDraft", "sendChatJoinRequestWebApp");
    /** No rate limit (the default of a {@link Chaos} plan). */
    public static final RateLimits NONE = new RateLimits(0, 0, 0, DEFAULT_METHODS, DEFAULT_EXCLUDED_METHODS);

    /** Checks the components. */
    public RateLimits {
        if (overallPerSecond < 0 || perChatPerSecond < 0 || perGroupPerMinute < 0) {
            throw new IllegalArgumentException("A negative limit (0 means none): " + overallPerSecond + ", "
                    + perChatPerSecond + ", " + perGroupPerMinute);
        }
        methods = List.copyOf(Objects.requireNonNull(methods, "methods"));
        excludedMethods = List.copyOf(Objects.requireNonNull(excludedMethods, "excludedMethods"));
    }

    /** @return Telegram's published limits: 30 a second overall, 1 a second in a chat, 20 a minute in a group */
    public static RateLimits telegram() {
        return new RateLimits(30, 1, 20, DEFAULT_METHODS, DEFAULT_EXCLUDED_METHODS);
    }

    /**
     * @param overallPerSecond see {@link #overallPerSecond()}
     * @param perChatPerSecond see {@link #perChatPerSecond()}
     * @param perGroupPerMinute see {@link #perGroupPerMinute()}
     * @return those limits on the methods that send messages
     */
    public static RateLimits of(int overallPerSecond, int perChatPerSecond, int perGroupPerMinute) {
        return new RateLimits(overallPerSecond, perChatPerSecond, perGroupPerMinute, DEFAULT_METHODS,
                DEFAULT_EXCLUDED_METHODS);
    }

    /** @return whether any limit is set */
    public boolean isActive() {
        return overallPerSecond > 0 || perChatPerSecond > 0 || perGroupPerMinute > 0;
    }

    /**
     * @param method a Bot API method name (any case)
     * @return whether its calls count
     */
    public boolean appliesTo(String method) {
        return matches(methods, method) && !matches(excludedMethods, method);
    }

    private static boolean matches(List<String> patterns, String method) {
        String name = method.toLowerCase(Locale.ROOT);
        for (String pattern : patterns) {
            String p = pattern.toLowerCase(Locale.ROOT).strip();
            if (p.endsWith("*") ? name.startsWith(p.substring(0, p.length() - 1)) : name.equals(p)) {
                return true;
            }
        }
        return false;
    }
}
