package io.github.quarkustelegram.it.hostile;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.quarkustelegram.it.updates.FakeTelegramResource;
import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The application as a webhook bot, with the defaults but a body read deadline of 3 s instead of 10 s (so that the
 * slow-body attacks end within the suite's time), and {@link CountingSink} as its sink.
 */
public class HostileInputProfile implements QuarkusTestProfile {

    static final String SECRET = "hostile-secret_0123456789";
    static final String PATH = "/telegram/webhook";
    static final int READ_TIMEOUT_MILLIS = 3000;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.telegram.updates.mode", "webhook",
                "quarkus.telegram.updates.webhook.secret-token", SECRET,
                "quarkus.telegram.updates.webhook.read-timeout", READ_TIMEOUT_MILLIS + "ms",
                "quarkus.http.test-port", "0",
                "quarkus.log.category.\"io.github.quarkustelegram.updates\".level", "ERROR");
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(CountingSink.class);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeTelegramResource.class));
    }
}
