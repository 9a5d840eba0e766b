package io.github.quarkustelegram.runtime.health;

import org.eclipse.microprofile.health.HealthCheckResponseBuilder;

import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.PollerLock;

/** Which instance polls, as the polling checks report it. */
final class PollerRole {

    private PollerRole() {
    }

    /**
     * Adds {@code polling} (whether this instance polls) and, with several instances, {@code poller} (the instance that
     * does, as far as this one knows).
     *
     * @return whether this instance polls
     */
    static boolean describe(UpdateReceivers receivers, HealthCheckResponseBuilder response) {
        PollerLock lock = receivers.pollerLock();
        boolean polling = lock == null || lock.held();
        response.withData("polling", polling);
        String holder = lock == null ? null : lock.holder();
        if (holder != null) {
            response.withData("poller", holder);
        }
        return polling;
    }
}
