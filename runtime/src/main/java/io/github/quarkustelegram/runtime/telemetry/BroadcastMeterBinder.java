package io.github.quarkustelegram.runtime.telemetry;

import java.util.function.ToDoubleFunction;

import jakarta.inject.Inject;

import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastBeans;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastCounts;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * The broadcasts' meters (with {@code quarkus-micrometer}): the recipients this instance recorded, by outcome; the
 * broadcasts not ended and their recipients left, as the sending instance last read them (NaN on the others); whether
 * this instance is the one sending. Read when scraped; NaN until the broadcasts' engine runs here.
 */
public class BroadcastMeterBinder implements MeterBinder {

    private final BroadcastBeans broadcasts;

    @Inject
    public BroadcastMeterBinder(BroadcastBeans broadcasts) {
        this.broadcasts = broadcasts;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        for (RecipientOutcome outcome : RecipientOutcome.values()) {
            FunctionCounter.Builder<BroadcastMeterBinder> counter = FunctionCounter
                    .builder("telegram.broadcasts.recipients", this, b -> b.read(c -> c.recorded(outcome)))
                    .tag("outcome", outcome.name().toLowerCase(java.util.Locale.ROOT))
                    .description("Broadcast recipients this instance recorded an outcome for");
            registry.remove(counter.register(registry)); // one of an earlier start in this JVM
            counter.register(registry);
        }
        TelegramMeterBinder.registerAnew(registry, Gauge.builder("telegram.broadcasts.active", this,
                b -> b.read(c -> c.sending() ? c.active() : Double.NaN))
                .description("Broadcasts running, paused or preparing (on the instance that sends them)"));
        TelegramMeterBinder.registerAnew(registry, Gauge.builder("telegram.broadcasts.left", this,
                b -> b.read(c -> c.sending() ? c.left() : Double.NaN))
                .description("Recipients of those broadcasts without an outcome yet"));
        TelegramMeterBinder.registerAnew(registry, Gauge.builder("telegram.broadcasts.sending", this,
                b -> b.read(c -> c.sending() ? 1 : 0))
                .description("1 while this instance sends the broadcasts and scheduled messages, 0 otherwise"));
    }

    private double read(ToDoubleFunction<BroadcastCounts> value) {
        BroadcastCounts counts = broadcasts.counts();
        return counts == null ? Double.NaN : value.applyAsDouble(counts);
    }
}
