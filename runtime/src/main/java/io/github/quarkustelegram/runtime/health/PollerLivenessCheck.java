package io.github.quarkustelegram.runtime.health;

import java.time.Duration;
import java.util.Locale;

import jakarta.inject.Inject;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Liveness;

import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.LongPoller;

/**
 * {@code telegram-poller}, liveness: the long poller has done something (sent a poll, had an answer or a failure,
 * finished an update, ended a wait it chose) within a bound: the long poll's {@code timeout}, plus the client's
 * {@code read-timeout}, plus the longer of the polling's {@code max-backoff} and the handlers' deadline. Past it, the
 * poller is stuck, and a restart helps; a poller that keeps failing (Telegram down) is alive, and not ready. UP when
 * not polling. With several instances, {@code polling} says whether this one polls and {@code poller} which one does;
 * an instance waiting while another polls (standby) is UP: its wait is no idleness.
 */
@Liveness
public class PollerLivenessCheck implements HealthCheck {

    static final String NAME = "telegram-poller";

    private final UpdateReceivers receivers;
    private final Duration bound;

    @Inject
    public PollerLivenessCheck(UpdateReceivers receivers, TelegramConfig config) {
        this.receivers = receivers;
        TelegramConfig.Polling polling = config.updates().polling();
        Duration handler = config.dispatch().handlerTimeout();
        Duration waits = polling.maxBackoff().compareTo(handler) >= 0 ? polling.maxBackoff() : handler;
        this.bound = polling.timeout().plus(config.client().readTimeout()).plus(waits);
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        LongPoller poller = receivers.poller();
        if (poller == null) {
            return response.withData("polling", false).up().build();
        }
        LongPoller.State state = poller.state();
        Duration idle = poller.idle();
        response.withData("state", state.name().toLowerCase(Locale.ROOT)).withData("idle-ms", idle.toMillis())
                .withData("bound-ms", bound.toMillis());
        PollerRole.describe(receivers, response);
        boolean stuck = state == LongPoller.State.RUNNING && idle.compareTo(bound) > 0;
        return response.status(!stuck).build();
    }
}
