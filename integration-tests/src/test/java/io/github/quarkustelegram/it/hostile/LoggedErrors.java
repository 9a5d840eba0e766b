package io.github.quarkustelegram.it.hostile;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Counts what the application logged that it should not have under hostile input: any {@link Error} (an
 * OutOfMemoryError, a StackOverflowError...) logged anywhere, whether by the webhook's own last-resort handlers, by
 * Vert.x's unhandled-exception path or by Quarkus's route failure handler; and any ERROR record carrying an exception
 * (a request that failed instead of being answered by design); and the leaks Netty's {@code ResourceLeakDetector}
 * reports (its {@code LEAK: ...} ERROR records, whichever logger they come through).
 */
final class LoggedErrors extends Handler implements AutoCloseable {

    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final List<String> failures = new CopyOnWriteArrayList<>();
    private final List<String> leaks = new CopyOnWriteArrayList<>();
    private final Logger root = Logger.getLogger("");

    LoggedErrors() {
        setLevel(Level.ALL);
        root.addHandler(this);
    }

    @Override
    public void publish(LogRecord record) {
        String message = String.valueOf(record.getMessage());
        if (message.contains("LEAK:")) {
            Object[] parameters = record.getParameters();
            leaks.add(parameters == null ? message : message + " " + java.util.Arrays.toString(parameters));
            return;
        }
        Throwable thrown = record.getThrown();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof Error) {
                errors.add(record.getLoggerName() + ": " + t);
                return;
            }
        }
        if (message.contains("OutOfMemoryError") || message.contains("StackOverflowError")) {
            errors.add(record.getLoggerName() + ": " + message);
        } else if (thrown != null && record.getLevel().intValue() >= Level.SEVERE.intValue()) {
            failures.add(record.getLoggerName() + ": " + thrown);
        }
    }

    /** @return the Errors logged */
    List<String> errors() {
        return List.copyOf(errors);
    }

    /** @return the ERROR records with an exception that is not an Error */
    List<String> failures() {
        return List.copyOf(failures);
    }

    /** @return the leak reports, each with its records (and hints) */
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
