package io.github.quarkustelegram.perf;

/**
 * The logging a benchmark's fork runs with: the JDK's own {@code java.util.logging} manager, at its default level
 * (INFO), as in a production JVM.
 *
 * <p>
 * Why: in JMH's forked JVM, {@code java.util.logging.manager} came out as JBoss LogManager (on the class path
 * with Quarkus), unconfigured, whose root level is ALL. Every DEBUG line of every library was then formatted and
 * dropped: for a whole call, our {@code LoggingTransport}'s line alone cost a {@code String.format}. No production
 * JVM logs at ALL; the peers, which log through SLF4J without a binding, paid nothing.
 *
 * <p>
 * Vert.x logs through SLF4J when it finds it, and here it finds Quarkus's binding to the JBoss LogManager, unconfigured
 * (root level ALL) whatever {@code java.util.logging} does: Vert.x Web then formatted a trace line per route per request
 * ({@code RouteState.toString}), about a quarter of the webhook benchmark's throughput, for our route and the bare one
 * alike. {@link #VERTX_ON_JUL} sends Vert.x's logging to {@code java.util.logging} too, as in a Quarkus application,
 * whose log manager is configured (INFO).
 */
public final class JulAtInfo {

    /** The JVM flag. */
    public static final String FLAG = "-Djava.util.logging.manager=java.util.logging.LogManager";
    /** Vert.x's own logging through {@code java.util.logging}, at its level. */
    public static final String VERTX_ON_JUL = "-Dvertx.logger-delegate-factory-class-name="
            + "io.vertx.core.logging.JULLogDelegateFactory";

    private JulAtInfo() {
    }
}
