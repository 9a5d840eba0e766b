package io.github.quarkustelegram.it.updates;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.quarkus.test.junit.QuarkusTestProfile;

/** The application receiving by webhook, registering it with the fake Telegram at start-up. */
public class WebhookProfile implements QuarkusTestProfile {

    static final String SECRET = "it-secret_0123456789";
    static final String PUBLIC_URL = "https://bot.example.com/telegram/webhook";

    @Override
    public Map<String, String> getConfigOverrides() {
        // tag::webhook-config[]
        Map<String, String> config = Map.of(
                "quarkus.telegram.updates.mode", "webhook",
                "quarkus.telegram.updates.webhook.url", PUBLIC_URL, // setWebhook at start-up
                "quarkus.telegram.updates.webhook.secret-token", SECRET, // in real life: from the environment
                "quarkus.telegram.updates.webhook.drop-pending-updates", "true");
        // end::webhook-config[]
        return withRandomPort(config);
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(ReceivedUpdates.class);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeTelegramResource.class));
    }

    /**
     * A random HTTP port instead of 8081: on a machine running several builds, another test's application may hold
     * it. REST Assured follows the port actually bound.
     */
    static Map<String, String> withRandomPort(Map<String, String> config) {
        Map<String, String> all = new java.util.HashMap<>(config);
        all.put("quarkus.http.test-port", "0");
        return Map.copyOf(all);
    }
}
