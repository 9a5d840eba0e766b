package io.github.quarkustelegram.runtime.health;

import java.util.List;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Liveness;

import io.github.quarkustelegram.runtime.dispatch.DispatchingUpdateSink;
import io.github.quarkustelegram.runtime.dispatch.PerChatScheduler;
import io.github.quarkustelegram.runtime.dispatch.UpdateDispatcher;
import io.github.quarkustelegram.updates.UpdateSink;

/**
 * {@code telegram-dispatcher}, liveness: no handler is past its deadline
 * ({@code quarkus.telegram.dispatch.handler-timeout}). The dispatcher ends a handler at its deadline and its chat goes
 * on; a blocking handler that ignores the cancellation still holds its worker thread, and is reported here (name,
 * update, how long) until it returns. Details: the updates running and pending.
 */
@Liveness
public class DispatcherLivenessCheck implements HealthCheck {

    static final String NAME = "telegram-dispatcher";

    private final Instance<UpdateSink> sinks;

    @Inject
    public DispatcherLivenessCheck(Instance<UpdateSink> sinks) {
        this.sinks = sinks;
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        if (!sinks.isResolvable() || !(sinks.get() instanceof DispatchingUpdateSink sink)) {
            return response.withData("dispatcher", "none").up().build();
        }
        UpdateDispatcher dispatcher = sink.dispatcher();
        PerChatScheduler scheduler = dispatcher.scheduler();
        response.withData("running", scheduler.running())
                .withData("pending", scheduler.admitted() - scheduler.running() + scheduler.waitingAdmission());
        List<UpdateDispatcher.StuckHandler> stuck = dispatcher.stuckHandlers();
        long now = System.nanoTime();
        for (UpdateDispatcher.StuckHandler handler : stuck) {
            response.withData("past-deadline: " + handler.handler(), "update " + handler.updateId() + ", running for "
                    + (now - handler.since()) / 1_000_000 + " ms");
        }
        return response.status(stuck.isEmpty()).build();
    }
}
