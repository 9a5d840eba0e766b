/**
 * Metrics (Micrometer), traces (OpenTelemetry) and the MDC of the updates being handled: hook beans
 * ({@code TransportDecorator}, {@code UpdateListener}) that the deployment module registers only when the application
 * has {@code quarkus-micrometer} or {@code quarkus-opentelemetry}; without them no class here is loaded, and the calls
 * and the dispatch do nothing more than without this package. Tag and attribute values come from finite sets only
 * (methods, handlers, kinds, outcomes): never a chat, a user or the token.
 */
@NullMarked
package io.github.quarkustelegram.runtime.telemetry;

import org.jspecify.annotations.NullMarked;
