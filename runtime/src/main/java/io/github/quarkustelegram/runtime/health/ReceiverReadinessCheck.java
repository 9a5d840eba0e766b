package io.github.quarkustelegram.runtime.health;

import java.util.Locale;

import jakarta.inject.Inject;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.LongPoller;
import io.github.quarkustelegram.updates.WebhookHandler;

/**
 * {@code telegram-receiver}, readiness: updates are being received.
 * <ul>
 * <li>polling: the poller runs and its last getUpdates succeeded (DOWN after a 401, while getUpdates fails, e.g. with
 * 5xx, and before the first answer); with several instances, an instance that waits while another polls (standby) is
 * UP, ready to take over ({@code polling} false, {@code poller} the instance that polls);</li>
 * <li>webhook: the route serves (started, not draining) and, when {@code webhook.url} is set, setWebhook
 * succeeded;</li>
 * <li>none: UP.</li>
 * </ul>
 */
@Readiness
public class ReceiverReadinessCheck implements HealthCheck {

    static final String NAME = "telegram-receiver";

    private final UpdateReceivers receivers;

    @Inject
    public ReceiverReadinessCheck(UpdateReceivers receivers) {
        this.receivers = receivers;
    }

    @Override
    public HealthCheckResponse call() {
        UpdatesMode mode = receivers.mode();
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME)
                .withData("mode", mode.name().toLowerCase(Locale.ROOT));
        return switch (mode) {
            case NONE -> response.up().build();
            case POLLING -> polling(response);
            case WEBHOOK -> webhook(response);
        };
    }

    private HealthCheckResponse polling(HealthCheckResponseBuilder response) {
        LongPoller poller = receivers.poller();
        if (poller == null) {
            return response.withData("state", receivers.started() ? "not polling (no token)" : "not started").down()
                    .build();
        }
        LongPoller.State state = poller.state();
        int failures = poller.failuresInARow();
        response.withData("state", state.name().toLowerCase(Locale.ROOT)).withData("failures-in-a-row", failures);
        java.time.Duration since = poller.sinceLastSuccess();
        if (since != null) {
            response.withData("since-last-success-ms", since.toMillis());
        }
        if (!PollerRole.describe(receivers, response)) {
            return response.status(state == LongPoller.State.RUNNING).build(); // standby, ready to take over
        }
        return response.status(state == LongPoller.State.RUNNING && failures == 0 && since != null).build();
    }

    private HealthCheckResponse webhook(HealthCheckResponseBuilder response) {
        WebhookHandler handler = receivers.webhook();
        if (handler == null) {
            return response.withData("state", "not started").down().build();
        }
        boolean draining = handler.isDraining();
        response.withData("state", draining ? "draining" : "serving").withData("in-flight", handler.inFlight());
        boolean registered = !receivers.registersWebhook() || receivers.webhookRegistered();
        if (receivers.registersWebhook()) {
            response.withData("registered", registered);
        }
        return response.status(!draining && registered).build();
    }
}
