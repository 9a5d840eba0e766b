package io.github.quarkustelegram.runtime.telemetry;

import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * The updates' metrics (with {@code quarkus-micrometer}): {@code telegram.updates.received} by kind and receiver, and
 * {@code telegram.updates.handled}, a timer by kind, handler and outcome (its count is the updates handled, its total
 * time their handling, from the handler's choice to the end).
 */
@Priority(TelemetryPriorities.METRICS)
public class MetricsUpdateListener implements UpdateListener {

    /** The handler tag of an update no handler took. */
    static final String NO_HANDLER = "none";

    private static final UpdateKind[] KINDS = UpdateKind.values();
    private static final UpdateOutcome[] OUTCOMES = UpdateOutcome.values();

    private final MeterRegistry registry;
    private final String receiver;
    private final Counter[] received = new Counter[KINDS.length + 1];
    private final ConcurrentMap<String, Timer[]> handled = new ConcurrentHashMap<>();

    @Inject
    public MetricsUpdateListener(MeterRegistry registry, UpdateReceivers receivers) {
        this.registry = registry;
        this.receiver = receivers.mode().name().toLowerCase(Locale.ROOT);
    }

    private static int index(@Nullable UpdateKind kind) {
        return kind == null ? KINDS.length : kind.ordinal();
    }

    private static String tag(@Nullable UpdateKind kind) {
        return kind == null ? "unknown" : kind.wireName();
    }

    @Override
    public UpdateObserver onUpdate(Update update) {
        UpdateKind kind = UpdateKind.of(update);
        int index = index(kind);
        Counter counter = received[index];
        if (counter == null) {
            counter = received[index] = Counter.builder("telegram.updates.received")
                    .description("Updates received, by kind and receiver (polling or webhook)")
                    .tag("kind", tag(kind)).tag("receiver", receiver).register(registry);
        }
        counter.increment();
        return new Observer(kind);
    }

    private Timer timer(String handler, @Nullable UpdateKind kind, UpdateOutcome outcome) {
        Timer[] timers = handled.computeIfAbsent(handler, h -> new Timer[(KINDS.length + 1) * OUTCOMES.length]);
        int slot = index(kind) * OUTCOMES.length + outcome.ordinal();
        Timer timer = timers[slot];
        if (timer == null) {
            timer = timers[slot] = Timer.builder("telegram.updates.handled")
                    .description("Updates handled, by kind, handler and outcome; the time from the choice of the "
                            + "handler to the end")
                    .tag("kind", tag(kind)).tag("handler", handler).tag("outcome", outcome.tag()).register(registry);
        }
        return timer;
    }

    /** One update: its kind, its handler once chosen, and when handling began. */
    private final class Observer implements UpdateObserver {

        private final @Nullable UpdateKind kind;
        private volatile String handler = NO_HANDLER;
        private volatile long start = System.nanoTime();

        Observer(@Nullable UpdateKind kind) {
            this.kind = kind;
        }

        @Override
        public void handlerChosen(UpdateContext update) {
            handler = update.handlerName();
            start = System.nanoTime();
        }

        @Override
        public void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
            if (outcome == UpdateOutcome.WITHDRAWN) {
                return; // not handled: received again later
            }
            timer(handler, kind, outcome).record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
        }
    }
}
