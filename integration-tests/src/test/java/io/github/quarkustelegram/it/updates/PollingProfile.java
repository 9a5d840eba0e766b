package io.github.quarkustelegram.it.updates;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.quarkus.test.junit.QuarkusTestProfile;

/** The application receiving by long polling from the fake Telegram. */
public class PollingProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        // tag::polling-config[]
        Map<String, String> config = Map.of(
                "quarkus.telegram.updates.mode", "polling", // the default when the app has handlers
                "quarkus.telegram.updates.polling.timeout", "1s", // default 50s
                "quarkus.telegram.updates.polling.delete-webhook", "true");
        // end::polling-config[]
        return WebhookProfile.withRandomPort(config);
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(ReceivedUpdates.class);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeTelegramResource.class));
    }
}
