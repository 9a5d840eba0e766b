package io.github.quarkustelegram.runtime.fast.startup;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;

/**
 * Warms Chronicle up once per JVM, in the background: its first use loads and initialises a lot (about 3 s), which
 * must not happen on an event loop nor in the first call. Called at start-up, with a worker pool.
 */
public final class ChronicleWarmUp {

    private static final Logger LOG = Logger.getLogger(ChronicleWarmUp.class);
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private ChronicleWarmUp() {
    }

    /**
     * Starts the warm-up on the executor, the first time only.
     *
     * @param workers where to run it: a pool that may block, never an event loop
     * @return whether this call started it
     */
    public static boolean startOnce(Executor workers) {
        Objects.requireNonNull(workers, "workers");
        if (!STARTED.compareAndSet(false, true)) {
            return false;
        }
        workers.execute(ChronicleWarmUp::run);
        return true;
    }

    private static void run() {
        long start = System.nanoTime();
        try {
            ChronicleRequestEncoder.warmUp();
            LOG.debugf("Chronicle warmed up in %d ms on %s", (System.nanoTime() - start) / 1_000_000,
                    Thread.currentThread().getName());
        } catch (RuntimeException | LinkageError e) {
            // the first call will pay for it instead, or fail with its own error
            LOG.warnf("Warming up the fast path's encoder failed: %s", e.toString());
        }
    }
}
