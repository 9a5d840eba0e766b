package io.github.quarkustelegram.it.e2e;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.quarkustelegram.it.updates.FakeTelegramResource;
import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The shop bot (it.handlers) receiving by webhook, with the real dispatcher as the sink (no test sink enabled); its
 * replies go to fake-bot-api's {@code FakeTelegram}.
 */
public class EndToEndWebhookProfile implements QuarkusTestProfile {

    static final String SECRET = "e2e-secret_0123456789";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.telegram.updates.mode", "webhook",
                "quarkus.telegram.updates.webhook.secret-token", SECRET,
                "quarkus.telegram.flood-control.enabled", "false",
                "quarkus.http.test-port", "0");
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(HandlerFailures.class);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeTelegramResource.class));
    }
}
