package io.github.quarkustelegram.ops;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;

/** The spans of the tests, kept in memory: Quarkus's OpenTelemetry exports to every {@code SpanExporter} bean. */
public class InMemorySpans {

    @Produces
    @Singleton
    InMemorySpanExporter exporter() {
        return InMemorySpanExporter.create();
    }
}
