package io.github.quarkustelegram.it.updates;

import java.util.Map;
import java.util.Set;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The webhook shutdown test's application: webhook mode, the drain long enough for the slow update, replies not
 * paced. The HTTP port, the token and the fake's URL come as system properties, set by the test.
 */
public class WebhookShutdownProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.telegram.updates.mode", "webhook",
                "quarkus.telegram.updates.webhook.secret-token", WebhookProfile.SECRET,
                "quarkus.telegram.updates.webhook.drain-timeout", "20s",
                "quarkus.telegram.flood-control.enabled", "false");
    }

    @Override
    public Set<Class<?>> getEnabledAlternatives() {
        return Set.of(ReplyingSink.class);
    }
}
