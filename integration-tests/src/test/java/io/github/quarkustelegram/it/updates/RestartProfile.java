package io.github.quarkustelegram.it.updates;

import java.util.Map;
import java.util.Set;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The restart test's application: polling, a drain shorter than the slow update, no pacing of the replies, and a
 * random HTTP port (another test's application may still hold the usual one). The token and the fake's URL come
 * as system properties, set by the test before each run.
 */
public class RestartProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.telegram.updates.mode", "polling",
                "quarkus.telegram.updates.polling.timeout", "1s",
                "quarkus.telegram.updates.polling.drain-timeout", "500ms",
                "quarkus.telegram.flood-control.enabled", "false",
                "quarkus.http.port", "0",
                "quarkus.http.test-port", "0");
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(ReplyingSink.class);
    }
}
