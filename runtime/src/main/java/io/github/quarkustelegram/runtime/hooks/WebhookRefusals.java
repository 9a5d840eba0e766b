package io.github.quarkustelegram.runtime.hooks;

import org.jspecify.annotations.Nullable;

/**
 * Told of each webhook request refused (the built-in metrics): by reason, from the status answered. A bean; without
 * one the webhook route adds nothing per request.
 */
public interface WebhookRefusals {

    /**
     * @param reason {@code secret} (401), {@code size} (413), {@code malformed} (400, 415), {@code overload} (503: too
     *        many in flight, or shutting down), {@code timeout} (408), {@code method} (405)
     */
    void refused(String reason);

    /**
     * @param status the status a webhook request was answered
     * @return the reason it was refused, or null for an answer that is no refusal (200, a 500 of a failed handling)
     */
    static @Nullable String reason(int status) {
        return switch (status) {
            case 401 -> "secret";
            case 413 -> "size";
            case 400, 415 -> "malformed";
            case 503 -> "overload";
            case 408 -> "timeout";
            case 405 -> "method";
            default -> null;
        };
    }
}
