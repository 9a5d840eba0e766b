package io.github.quarkustelegram.runtime.transport;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Captures every log record of the JVM (all levels, all categories: ours, Vert.x, Netty, the REST client) while it is
 * open. JBoss Logging writes to java.util.logging in a plain JVM, which this hooks into at the root.
 */
public final class LogCapture implements AutoCloseable {

    private final Logger root = Logger.getLogger("");
    private final Level rootLevel = root.getLevel();
    private final Logger ours = Logger.getLogger("io.github.quarkustelegram");
    private final Level ourLevel = ours.getLevel();
    private final List<LogRecord> records = new ArrayList<>();
    private final SimpleFormatter formatter = new SimpleFormatter();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (records) {
                records.add(record);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private LogCapture() {
        handler.setLevel(Level.ALL);
        root.addHandler(handler);
        root.setLevel(Level.ALL);
        ours.setLevel(Level.ALL);
    }

    /** @return a capture, running until closed */
    public static LogCapture start() {
        if (!org.jboss.logging.Logger.getLogger("x").getClass().getName().equals("org.jboss.logging.JDKLogger")) {
            throw new IllegalStateException("JBoss Logging does not write to java.util.logging in this JVM");
        }
        return new LogCapture();
    }

    /**
     * @return each record captured as {@code LEVEL logger: message}, formatted with its parameters, its thrown
     *         exception's trace included
     */
    public List<String> lines() {
        synchronized (records) {
            return records.stream().map(r -> r.getLevel() + " " + r.getLoggerName() + ": " + formatter.format(r))
                    .toList();
        }
    }

    /** @return the formatted messages of the records of one logger */
    public List<String> messages(String loggerName) {
        synchronized (records) {
            return records.stream().filter(r -> loggerName.equals(r.getLoggerName()))
                    .map(formatter::formatMessage).toList();
        }
    }

    @Override
    public void close() {
        root.removeHandler(handler);
        root.setLevel(rootLevel);
        ours.setLevel(ourLevel);
    }

    /** Copies of the records, for a test to keep after closing. */
    public List<String> snapshot() {
        return new ArrayList<>(lines());
    }
}
