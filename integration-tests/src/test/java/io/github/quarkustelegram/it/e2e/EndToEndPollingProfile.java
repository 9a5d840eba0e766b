package io.github.quarkustelegram.it.e2e;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.quarkustelegram.it.updates.FakeTelegramResource;
import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The shop bot (it.handlers) as it runs: long polling from fake-bot-api's {@code FakeTelegram}, the real dispatcher
 * as the sink (no test sink enabled), replies sent to the fake. No client-side pacing: the fake does not rate-limit,
 * and the volume test would otherwise measure the pacing.
 */
public class EndToEndPollingProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.telegram.updates.mode", "polling",
                "quarkus.telegram.updates.polling.timeout", "1s",
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
