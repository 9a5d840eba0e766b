package io.github.quarkustelegram.testing.logging;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * What is logged while a test runs, for tests that assert on log lines (a WARN once per outage, a token never
 * logged, the MDC a handler's line carries). It hooks into {@code java.util.logging}, which is where JBoss Logging
 * writes both in a plain JVM and in a Quarkus application (whose JBoss LogManager is the JUL log manager).
 *
 * <ul>
 * <li>{@link #start()}: every record of the JVM, all levels, all categories (ours, Vert.x, Netty, the REST client),
 * read as {@link #lines()} or {@link #messages(String)};</li>
 * <li>{@link #of(String, Function)}: one category's records, each read on the thread that logs it (its MDC is that
 * thread's), kept as {@link #captured()}.</li>
 * </ul>
 *
 * @param <T> what is kept of each record
 */
public final class LogCapture<T> extends Handler implements AutoCloseable {

    private static final String OURS = "io.github.quarkustelegram";

    private final Logger logger;
    private final Function<? super LogRecord, ? extends T> reader;
    /** Both guarded by {@code records}: every record of the JVM at every level can be many, too many to copy on write. */
    private final List<LogRecord> records = new ArrayList<>();
    private final List<T> captured = new ArrayList<>();
    private final SimpleFormatter formatter = new SimpleFormatter();
    /** Levels set to ALL while capturing everything, restored on close; empty for one category. */
    private final List<Logger> raised = new ArrayList<>();
    private final List<Level> previousLevels = new ArrayList<>();

    private LogCapture(Logger logger, Function<? super LogRecord, ? extends T> reader, boolean everyLevel) {
        this.logger = logger;
        this.reader = reader;
        if (everyLevel) {
            setLevel(Level.ALL);
            raise(logger);
            raise(Logger.getLogger(OURS));
        }
        logger.addHandler(this);
    }

    /**
     * @return a capture of every record of the JVM, at every level, until closed
     * @throws IllegalStateException when JBoss Logging does not write to java.util.logging here, so that a test
     *         asserting that something is never logged cannot pass for want of records
     */
    public static LogCapture<LogRecord> start() {
        String jbossLogger = org.jboss.logging.Logger.getLogger("x").getClass().getName();
        if (!jbossLogger.equals("org.jboss.logging.JDKLogger")
                && !jbossLogger.equals("org.jboss.logging.JBossLogManagerLogger")) {
            throw new IllegalStateException("JBoss Logging does not write to java.util.logging in this JVM: "
                    + jbossLogger);
        }
        return new LogCapture<>(Logger.getLogger(""), record -> record, true);
    }

    /**
     * @param category the logger whose records (and its children's) are captured, at the levels it logs
     * @param reader what to keep of a record, called on the logging thread; null keeps nothing
     * @param <T> what is kept
     * @return a capture, running until closed
     */
    public static <T> LogCapture<T> of(String category, Function<? super LogRecord, ? extends T> reader) {
        return new LogCapture<>(Logger.getLogger(Objects.requireNonNull(category, "category")),
                Objects.requireNonNull(reader, "reader"), false);
    }

    /** @return a copy of what was kept so far, in the order logged */
    public List<T> captured() {
        synchronized (records) {
            return new ArrayList<>(captured);
        }
    }

    private List<LogRecord> records() {
        synchronized (records) {
            return new ArrayList<>(records);
        }
    }

    /**
     * @return each record as {@code LEVEL logger: message}, formatted with its parameters, its thrown exception's
     *         trace included
     */
    public List<String> lines() {
        return records().stream().map(r -> r.getLevel() + " " + r.getLoggerName() + ": " + formatter.format(r))
                .toList();
    }

    /** @return the formatted messages of the records of one logger */
    public List<String> messages(String loggerName) {
        return records().stream().filter(r -> loggerName.equals(r.getLoggerName())).map(formatter::formatMessage)
                .toList();
    }

    /** @return a copy of {@link #lines()}, for a test to keep after closing */
    public List<String> snapshot() {
        return new ArrayList<>(lines());
    }

    @Override
    public void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        T kept = reader.apply(record); // on the logging thread, outside the lock
        synchronized (records) {
            records.add(record);
            if (kept != null) {
                captured.add(kept);
            }
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        logger.removeHandler(this);
        for (int i = 0; i < raised.size(); i++) {
            raised.get(i).setLevel(previousLevels.get(i));
        }
    }

    private void raise(Logger target) {
        raised.add(target);
        previousLevels.add(target.getLevel());
        target.setLevel(Level.ALL);
    }
}
