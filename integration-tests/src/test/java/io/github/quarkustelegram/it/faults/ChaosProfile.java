package io.github.quarkustelegram.it.faults;

import java.util.HashMap;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The fault-injection suite's application: no token, so Dev Services start the fake Telegram, in chaos mode; the
 * client retries what failed (sends included: the fake's faults never act, so a retried send is sent once), flood
 * control on with room for the suite's rate; the receiving comes from the subclass.
 */
abstract class ChaosProfile implements QuarkusTestProfile {

    /** @return how the application receives updates */
    abstract Map<String, String> receiving();

    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> config = new HashMap<>(receiving());
        // tag::chaos-config[]
        config.put("quarkus.telegram.devservices.chaos.enabled", "true");
        config.put("quarkus.telegram.devservices.chaos.seed", "20261201");
        config.put("quarkus.telegram.devservices.chaos.too-many-requests", "0.001"); // 429, retry_after 1 s
        config.put("quarkus.telegram.devservices.chaos.server-errors", "0.01"); // 500, or a proxy's 502
        config.put("quarkus.telegram.devservices.chaos.connection-resets", "0.01"); // TCP RST, no answer
        config.put("quarkus.telegram.devservices.chaos.slow-answers", "0.02"); // answered 20 ms late
        config.put("quarkus.telegram.devservices.chaos.slow-answer-delay", "20ms");
        config.put("quarkus.telegram.devservices.chaos.conflicts", "1"); // one 409: another poller
        config.put("quarkus.telegram.devservices.chaos.lost-webhook-answers", "0.002"); // delivered again
        // a send that failed is sent again: the fake's faults never act, so that is not a duplicate message
        config.put("quarkus.telegram.retry.retry-non-idempotent", "true");
        // end::chaos-config[]
        config.put("quarkus.telegram.devservices.transcript-limit", "30000"); // 10,000 messages and 10,000 replies
        config.put("quarkus.telegram.retry.max-attempts", "10");
        config.put("quarkus.telegram.retry.initial-backoff", "10ms");
        config.put("quarkus.telegram.retry.max-backoff", "100ms");
        config.put("quarkus.telegram.flood-control.enabled", "true");
        config.put("quarkus.telegram.flood-control.global-per-second", "2000");
        config.put("quarkus.telegram.flood-control.per-chat-per-second", "50");
        config.put("quarkus.http.test-port", "0");
        return config;
    }

    /** Receiving by long polling. */
    public static class Polling extends ChaosProfile {
        @Override
        Map<String, String> receiving() {
            return Map.of("quarkus.telegram.updates.mode", "polling",
                    "quarkus.telegram.updates.polling.timeout", "1s",
                    "quarkus.telegram.updates.polling.initial-backoff", "50ms",
                    "quarkus.telegram.updates.polling.max-backoff", "500ms");
        }
    }

    /** Receiving by webhook; the suite sets the webhook once it knows the application's port. */
    public static class Webhook extends ChaosProfile {
        static final String SECRET = "chaos-secret_0123456789";

        @Override
        Map<String, String> receiving() {
            return Map.of("quarkus.telegram.updates.mode", "webhook",
                    "quarkus.telegram.updates.webhook.secret-token", SECRET);
        }
    }
}
