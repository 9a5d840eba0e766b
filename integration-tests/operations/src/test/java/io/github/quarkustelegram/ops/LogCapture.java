package io.github.quarkustelegram.ops;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.jboss.logmanager.ExtLogRecord;

/**
 * What a logger logs while a test runs, each record read on the thread that logs it (its MDC is that thread's).
 *
 * @param <T> what is kept of each record
 */
final class LogCapture<T> extends Handler implements AutoCloseable {

    private final Logger logger;
    private final Function<ExtLogRecord, T> reader;
    private final List<T> captured = new CopyOnWriteArrayList<>();

    private LogCapture(String category, Function<ExtLogRecord, T> reader) {
        this.logger = Logger.getLogger(category);
        this.reader = reader;
        logger.addHandler(this);
    }

    /** @return a capture of that logger's records, each read by {@code reader} (null: not kept) */
    static <T> LogCapture<T> of(String category, Function<ExtLogRecord, T> reader) {
        return new LogCapture<>(category, reader);
    }

    /** @return what was kept so far */
    List<T> captured() {
        return captured;
    }

    @Override
    public void publish(LogRecord record) {
        if (record instanceof ExtLogRecord ext) {
            T kept = reader.apply(ext);
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
    }
}
