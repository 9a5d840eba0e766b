package io.github.quarkustelegram.runtime.updates.webhook;

import java.time.Duration;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * How the webhook engine accepts Telegram's POSTs: the public {@code WebhookOptions}, already checked, as the engine
 * reads them (the engine does not see the public type, so that the two packages do not import each other).
 *
 * @param secretToken the secret every request must carry, or null when none is checked
 * @param maxBodyBytes the largest body accepted
 * @param answerOnReceipt 200 as soon as the update decoded (else once it was handled)
 * @param handlingTimeout how long a delivery waits for its handling before answering 500
 * @param readTimeout how long a request may take to send its body
 * @param maxInFlight how many deliveries are read or handled at once at most
 */
public record WebhookSettings(@Nullable String secretToken, int maxBodyBytes, boolean answerOnReceipt,
        Duration handlingTimeout, Duration readTimeout, int maxInFlight) {

    public WebhookSettings {
        Objects.requireNonNull(handlingTimeout, "handlingTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
    }

    /** Never shows the secret. */
    @Override
    public String toString() {
        return "WebhookSettings[secretToken=" + (secretToken == null ? "none" : "***") + ", maxBodyBytes="
                + maxBodyBytes + ", answerOnReceipt=" + answerOnReceipt + ", handlingTimeout=" + handlingTimeout
                + ", readTimeout=" + readTimeout + ", maxInFlight=" + maxInFlight + "]";
    }
}
