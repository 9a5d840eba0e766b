package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * How {@link WebhookHandler} accepts Telegram's POSTs. Immutable; start from {@link #withSecret(String)} (the
 * normal case) or {@link #withoutSecret()} (an explicit choice), derive with the {@code with...} methods.
 *
 * @param secretToken the value Telegram sends in {@code X-Telegram-Bot-Api-Secret-Token} (the {@code secret_token}
 *        given to {@code setWebhook}): 1 to 256 characters, {@code A-Z}, {@code a-z}, {@code 0-9}, {@code _} and
 *        {@code -}; {@code null} only when the check is deliberately turned off ({@link #withoutSecret()})
 * @param maxBodyBytes the largest body accepted; a larger one answers 413 (default 1 MiB)
 * @param answerMode when the 200 is sent: after the update was handled (default) or on receipt
 * @param handlingTimeout how long a delivery waits for its update's handling before answering 500 (so that Telegram
 *        delivers it again; the handling goes on, and the redelivery waits for it)
 * @param readTimeout how long a request may take to send its body; past it, 408 and the connection is closed
 *        (default 10 s)
 * @param maxInFlight how many deliveries are read or handled at once at most; beyond, 503 with {@code Retry-After}
 *        (default 200; Telegram keeps up to 100 connections to a webhook, its {@code max_connections})
 */
public record WebhookOptions(@Nullable String secretToken, int maxBodyBytes, AnswerMode answerMode,
        Duration handlingTimeout, Duration readTimeout, int maxInFlight) {

    /** 1 MiB. */
    public static final int DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
    /** 30 s. */
    public static final Duration DEFAULT_HANDLING_TIMEOUT = Duration.ofSeconds(30);
    /** 10 s. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(10);
    /** 200 deliveries. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 200;
    /** The longest secret the Bot API accepts. */
    public static final int MAX_SECRET_LENGTH = 256;

    /** When the webhook answers Telegram. */
    public enum AnswerMode {
        /**
         * 200 once the sink's {@code Uni} completed, 500 if it failed or timed out: Telegram then delivers the
         * update again (at-least-once; a handler that timed out may still have acted, so it can see it twice).
         */
        AFTER_HANDLING,
        /**
         * 200 as soon as the update decoded, then handling: lower latency for Telegram, but an update whose
         * handling fails is only logged, and one being handled when the application dies is lost.
         */
        ON_RECEIPT
    }

    /**
     * @throws IllegalArgumentException when the secret breaks the Bot API's rules (the message never repeats the
     *         secret), the body cap is not positive or the timeout not positive
     */
    public WebhookOptions {
        Objects.requireNonNull(answerMode, "answerMode");
        Objects.requireNonNull(handlingTimeout, "handlingTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        if (secretToken != null) {
            validateSecret(secretToken);
        }
        if (maxBodyBytes < 1) {
            throw new IllegalArgumentException("maxBodyBytes must be positive: " + maxBodyBytes);
        }
        if (handlingTimeout.isNegative() || handlingTimeout.isZero()) {
            throw new IllegalArgumentException("handlingTimeout must be positive: " + handlingTimeout);
        }
        if (readTimeout.isNegative() || readTimeout.isZero()) {
            throw new IllegalArgumentException("readTimeout must be positive: " + readTimeout);
        }
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be positive: " + maxInFlight);
        }
    }

    /**
     * @param secretToken the {@code secret_token} given to {@code setWebhook}
     * @return options checking that secret, with the defaults otherwise
     */
    public static WebhookOptions withSecret(String secretToken) {
        Objects.requireNonNull(secretToken, "secretToken (use withoutSecret() to turn the check off)");
        return new WebhookOptions(secretToken, DEFAULT_MAX_BODY_BYTES, AnswerMode.AFTER_HANDLING,
                DEFAULT_HANDLING_TIMEOUT, DEFAULT_READ_TIMEOUT, DEFAULT_MAX_IN_FLIGHT);
    }

    /**
     * Anyone who knows the URL can then post updates; only for a webhook reachable by Telegram alone.
     *
     * @return options that accept requests without checking a secret, with the defaults otherwise
     */
    public static WebhookOptions withoutSecret() {
        return new WebhookOptions(null, DEFAULT_MAX_BODY_BYTES, AnswerMode.AFTER_HANDLING, DEFAULT_HANDLING_TIMEOUT,
                DEFAULT_READ_TIMEOUT, DEFAULT_MAX_IN_FLIGHT);
    }

    /** @return a copy with this body cap */
    public WebhookOptions withMaxBodyBytes(int maxBodyBytes) {
        return new WebhookOptions(secretToken, maxBodyBytes, answerMode, handlingTimeout, readTimeout, maxInFlight);
    }

    /** @return a copy with this answer mode */
    public WebhookOptions withAnswerMode(AnswerMode answerMode) {
        return new WebhookOptions(secretToken, maxBodyBytes, answerMode, handlingTimeout, readTimeout, maxInFlight);
    }

    /** @return a copy with this handling timeout */
    public WebhookOptions withHandlingTimeout(Duration handlingTimeout) {
        return new WebhookOptions(secretToken, maxBodyBytes, answerMode, handlingTimeout, readTimeout, maxInFlight);
    }

    /** @return a copy with this body read deadline */
    public WebhookOptions withReadTimeout(Duration readTimeout) {
        return new WebhookOptions(secretToken, maxBodyBytes, answerMode, handlingTimeout, readTimeout, maxInFlight);
    }

    /** @return a copy with this bound on the deliveries in flight */
    public WebhookOptions withMaxInFlight(int maxInFlight) {
        return new WebhookOptions(secretToken, maxBodyBytes, answerMode, handlingTimeout, readTimeout, maxInFlight);
    }

    /** @return whether requests must carry the secret */
    public boolean secretRequired() {
        return secretToken != null;
    }

    /**
     * Checks a secret against the Bot API's rules: 1 to 256 characters, {@code A-Z a-z 0-9 _ -}.
     *
     * @throws IllegalArgumentException naming the rule broken, never the secret itself
     */
    public static void validateSecret(String secretToken) {
        int length = secretToken.length();
        if (length < 1 || length > MAX_SECRET_LENGTH) {
            throw new IllegalArgumentException("the webhook secret token must be 1 to " + MAX_SECRET_LENGTH
                    + " characters long, not " + length);
        }
        for (int i = 0; i < length; i++) {
            char c = secretToken.charAt(i);
            boolean allowed = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
                    || c == '-';
            if (!allowed) {
                throw new IllegalArgumentException("the webhook secret token may contain only A-Z, a-z, 0-9, _ and -;"
                        + " character " + (i + 1) + " is not one of them");
            }
        }
    }

    /** Never shows the secret. */
    @Override
    public String toString() {
        return "WebhookOptions[secretToken=" + (secretToken == null ? "none" : "***") + ", maxBodyBytes="
                + maxBodyBytes + ", answerMode=" + answerMode + ", handlingTimeout=" + handlingTimeout + ", readTimeout="
                + readTimeout + ", maxInFlight=" + maxInFlight + "]";
    }
}
