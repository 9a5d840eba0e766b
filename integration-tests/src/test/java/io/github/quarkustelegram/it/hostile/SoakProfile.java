package io.github.quarkustelegram.it.hostile;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.quarkustelegram.it.updates.FakeTelegramResource;
import io.quarkus.test.junit.QuarkusTestProfile;

/** The application as a webhook bot with the default webhook settings, and {@link SoakSink} as its sink. */
public class SoakProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.telegram.updates.mode", "webhook",
                "quarkus.telegram.updates.webhook.secret-token", HostileInputProfile.SECRET,
                "quarkus.http.test-port", "0");
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(SoakSink.class);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeTelegramResource.class));
    }
}
