package io.github.quarkustelegram.deployment.telemetry;

import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The bot's metrics, traces, health checks and MDC: each is on when the application has the extension it needs, unless
 * switched off here.
 */
@ConfigMapping(prefix = "quarkus.telegram.telemetry")
@ConfigRoot(phase = ConfigPhase.BUILD_TIME)
public interface TelegramTelemetryConfig {

    /** Metrics, with {@code quarkus-micrometer}. */
    Toggle metrics();

    /** Traces, with {@code quarkus-opentelemetry}. */
    Toggle tracing();

    /** Health checks, with {@code quarkus-smallrye-health}. */
    Toggle health();

    /**
     * Whether log lines made while an update is handled carry {@code telegram.update_id}, {@code telegram.chat_id} and
     * {@code telegram.handler} in the MDC. By default, when the application has {@code quarkus-opentelemetry} or
     * {@code quarkus-logging-json} (whose formats show the MDC); set it to {@code true} for a pattern that names
     * them ({@code %X{telegram.update_id}}). It costs a few small objects per update.
     */
    Optional<Boolean> mdc();

    /** A part that can be switched off. */
    interface Toggle {

        /** Whether it is on, when the application has the extension it needs. */
        @WithDefault("true")
        boolean enabled();
    }
}
