package io.github.quarkustelegram.it.e2e;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.quarkustelegram.it.updates.FakeTelegramResource;
import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The shop bot (it.handlers) as it runs: the real receivers and the real dispatcher (no test sink enabled), talking
 * to fake-bot-api's {@code FakeTelegram}; the {@link HandlerFailures} hook records failing handlers. No client-side
 * pacing: the fake does not rate-limit, and a volume test would otherwise measure the pacing.
 */
abstract class EndToEndProfile implements QuarkusTestProfile {

    /** @return how the application receives updates */
    abstract Map<String, String> receiving();

    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> config = new HashMap<>(receiving());
        config.put("quarkus.telegram.flood-control.enabled", "false");
        config.put("quarkus.http.test-port", "0");
        return config;
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
