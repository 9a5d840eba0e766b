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
 */
public final class JulAtInfo {

    /** The JVM flag. */
    public static final String FLAG = "-Djava.util.logging.manager=java.util.logging.LogManager";

    private JulAtInfo() {
    }
}
