package io.github.quarkustelegram.runtime.telemetry;

import java.util.function.ToDoubleFunction;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import io.github.quarkustelegram.runtime.state.SharedState;
import io.github.quarkustelegram.runtime.state.SharedStateCounts;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * The shared state's meters (with {@code quarkus-micrometer} and {@code quarkus.telegram.state.store=redis}): the
 * calls to Redis that failed, this instance's updates claimed and waiting for their chat's turn (the cost of
 * per-chat order across the fleet), and whether it holds the poller's lock. Read when scraped.
 */
public class SharedStateMeterBinder implements MeterBinder {

    private final Instance<SharedState> shared;

    @Inject
    public SharedStateMeterBinder(Instance<SharedState> shared) {
        this.shared = shared;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        FunctionCounter.Builder<SharedStateMeterBinder> errors = FunctionCounter
                .builder("telegram.state.redis.errors", this, b -> b.read(SharedStateCounts::redisErrors))
                .description("Calls to Redis that failed (the shared state fell back meanwhile)");
        registry.remove(errors.register(registry)); // one of an earlier start in this JVM, as registerAnew does
        errors.register(registry);
        TelegramMeterBinder.registerAnew(registry, Gauge.builder("telegram.state.updates.claimed", this,
                b -> b.read(SharedStateCounts::claimed))
                .description("Updates this instance has claimed: waiting for their chat's turn or being handled"));
        TelegramMeterBinder.registerAnew(registry, Gauge.builder("telegram.state.updates.waiting", this,
                b -> b.read(SharedStateCounts::waitingForTurn))
                .description("Updates of this instance's waiting for their chat's turn"));
        TelegramMeterBinder.registerAnew(registry, Gauge.builder("telegram.state.poller.holding", this,
                b -> b.shared.isResolvable() ? (b.shared.get().pollerLock().held() ? 1 : 0) : Double.NaN)
                .description("1 while this instance holds the poller's lock (it polls), 0 otherwise"));
    }

    private double read(ToDoubleFunction<SharedStateCounts> value) {
        return shared.isResolvable() ? value.applyAsDouble(shared.get().counts()) : Double.NaN;
    }
}
