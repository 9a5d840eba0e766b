package io.github.quarkustelegram.it.e2e;

import java.util.Map;

/** {@link EndToEndProfile} receiving by webhook, with a secret. */
public class EndToEndWebhookProfile extends EndToEndProfile {

    static final String SECRET = "e2e-secret_0123456789";

    @Override
    Map<String, String> receiving() {
        return Map.of("quarkus.telegram.updates.mode", "webhook",
                "quarkus.telegram.updates.webhook.secret-token", SECRET);
    }
}
