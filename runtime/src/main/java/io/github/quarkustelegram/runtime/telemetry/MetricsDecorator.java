package io.github.quarkustelegram.runtime.telemetry;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.smallrye.mutiny.Uni;

/**
 * The calls' metrics (with {@code quarkus-micrometer}): a timer per method and outcome
 * ({@code telegram.client.calls}: count, total and max time), the retries by method and reason
 * ({@code telegram.client.retries}), the flood-control waits ({@code telegram.client.flood.wait}) and the calls waiting
 * now ({@code telegram.client.flood.queued}). Outside retry: a call counts once, with its final outcome.
 */
@Priority(TransportDecorator.METRICS)
public class MetricsDecorator implements TransportDecorator, CallListener {

    private final MeterRegistry registry;
    private final ConcurrentMap<String, Timer[]> calls = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, Counter> retries = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, Timer> floodWaits = new ConcurrentHashMap<>();
    private final AtomicInteger queued = new AtomicInteger();

    @Inject
    public MetricsDecorator(MeterRegistry registry) {
        this.registry = registry;
        TelegramMeterBinder.registerAnew(registry, Gauge
                .builder("telegram.client.flood.queued", queued, AtomicInteger::get)
                .description("Calls waiting for flood control to let them go"));
    }

    /** Times each call, reactive or blocking, and records it by outcome. */
    @Override
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        long start = System.nanoTime();
        return chain.proceed(request)
                .onItemOrFailure().invoke((item, failure) -> record(request.methodName(), start, failure))
                .onCancellation().invoke(() -> record(request.methodName(), start, new CancellationException()));
    }

    private Timer callTimer(String method, CallOutcome outcome) {
        Timer[] timers = calls.computeIfAbsent(method, m -> new Timer[CallOutcome.count()]);
        Timer timer = timers[outcome.ordinal()];
        if (timer == null) {
            timer = Timer.builder("telegram.client.calls")
                    .description("Bot API calls, by method and outcome (ok, or the class of the error)")
                    .tag("method", method).tag("outcome", outcome.tag()).register(registry);
            timers[outcome.ordinal()] = timer; // a race registers the same meter twice: the registry returns it
        }
        return timer;
    }

    void record(String method, long startNanos, @Nullable Throwable failure) {
        callTimer(method, CallOutcome.of(failure)).record(System.nanoTime() - startNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void retrying(TelegramRequest<?> request, int attempt, Throwable failure, Duration delay) {
        String method = request.methodName();
        String reason = CallOutcome.of(failure).tag();
        retries.computeIfAbsent(method + ' ' + reason, key -> Counter.builder("telegram.client.retries")
                .description("Attempts repeated by the retry layer, by method and the reason (the failed attempt's "
                        + "outcome)")
                .tag("method", method).tag("reason", reason).register(registry)).increment();
    }

    @Override
    public @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
        queued.incrementAndGet();
        long start = System.nanoTime();
        String method = request.methodName();
        return granted -> {
            queued.decrementAndGet();
            floodWaits.computeIfAbsent(method, m -> Timer.builder("telegram.client.flood.wait")
                    .description("Time calls waited for flood control (only those that waited)")
                    .tag("method", m).register(registry)).record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
        };
    }
}
