package io.github.quarkustelegram.testing.telegram;

/**
 * A call the fake refused with 429 because it would have gone over a {@link RateLimits} limit.
 *
 * @param method the method called
 * @param chat its {@code chat_id} as sent (an id or an {@code @username}), or null
 * @param limit the limit it would have broken: {@code "overall"}, {@code "chat"} or {@code "group"}
 * @param retryAfter the {@code retry_after} answered, whole seconds
 * @param atNanos when, on {@link System#nanoTime()}
 */
public record RateLimitedCall(String method, String chat, String limit, int retryAfter, long atNanos) {
}
