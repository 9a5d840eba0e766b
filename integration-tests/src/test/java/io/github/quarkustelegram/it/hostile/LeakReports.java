package io.github.quarkustelegram.it.hostile;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The leaks Netty's {@code ResourceLeakDetector} reports (its {@code LEAK: ...} ERROR records), whichever logger
 * they come through.
 */
final class LeakReports extends Handler implements AutoCloseable {

    private final List<String> leaks = new CopyOnWriteArrayList<>();
    private final Logger root = Logger.getLogger("");

    LeakReports() {
        setLevel(Level.ALL);
        root.addHandler(this);
    }

    @Override
    public void publish(LogRecord record) {
        String message = String.valueOf(record.getMessage());
        if (record.getParameters() != null && record.getParameters().length > 0) {
            message = message + " " + java.util.Arrays.toString(record.getParameters());
        }
        if (message.contains("LEAK:")) {
            leaks.add(message);
        }
    }

    /** @return the leak reports so far, each with its records (and hints) */
    List<String> leaks() {
        return List.copyOf(leaks);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        root.removeHandler(this);
    }
}
