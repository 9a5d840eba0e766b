package io.github.quarkustelegram.runtime.telemetry;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import jakarta.inject.Inject;

import io.github.quarkustelegram.runtime.hooks.WebhookRefusals;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/** {@code telegram.webhook.refused}: the webhook requests refused, by reason (with {@code quarkus-micrometer}). */
public class WebhookMetrics implements WebhookRefusals {

    private final MeterRegistry registry;
    private final ConcurrentMap<String, Counter> refused = new ConcurrentHashMap<>();

    @Inject
    public WebhookMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void refused(String reason) {
        refused.computeIfAbsent(reason, r -> Counter.builder("telegram.webhook.refused")
                .description("Webhook requests refused, by reason: secret, size, malformed, overload, timeout, method")
                .tag("reason", r).register(registry)).increment();
    }
}
