package io.github.quarkustelegram.it.e2e;

import java.util.Map;

/** {@link EndToEndProfile} receiving by long polling, one-second polls. */
public class EndToEndPollingProfile extends EndToEndProfile {

    @Override
    Map<String, String> receiving() {
        return Map.of("quarkus.telegram.updates.mode", "polling", "quarkus.telegram.updates.polling.timeout", "1s");
    }
}
