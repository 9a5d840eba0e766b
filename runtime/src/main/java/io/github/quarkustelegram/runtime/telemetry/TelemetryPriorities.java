package io.github.quarkustelegram.runtime.telemetry;

/**
 * Where the built-in update listeners sit among the application's ({@code @Priority}, lowest first and outermost):
 * the update's Vert.x context outside all, tracing outermost of the rest, so that its span is current for the others, then the
 * MDC, the metrics, the Dev UI.
 */
public final class TelemetryPriorities {

    /** The update's Vert.x duplicated context, where Quarkus keeps the MDC and the span: outside everything. */
    public static final int VERTX_CONTEXT = Integer.MIN_VALUE;
    /** The update's span. */
    public static final int TRACING = 100;
    /** The MDC entries. */
    public static final int MDC = 150;
    /** The counters and timers. */
    public static final int METRICS = 200;
    /** The Dev UI's live updates. */
    public static final int DEV_UI = 250;

    private TelemetryPriorities() {
    }
}
