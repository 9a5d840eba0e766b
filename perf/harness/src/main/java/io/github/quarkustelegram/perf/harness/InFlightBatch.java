package io.github.quarkustelegram.perf.harness;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Waits for a batch of calls started through a library's asynchronous API: each call reports its result or its
 * failure here, and {@link #await()} returns once all have, rethrowing the first failure. The same for every
 * library, so that its cost is the same in every "in flight" figure.
 */
public final class InFlightBatch {

    /** How many calls an in-flight benchmark keeps going at once. */
    public static final int SIZE = 64;

    private static final long TIMEOUT_SECONDS = 30;

    private final CountDownLatch done;
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /** @param calls how many calls will report */
    public InFlightBatch(int calls) {
        this.done = new CountDownLatch(calls);
    }

    /** A call ended with a result; a null result counts as a failure (no library answers sendMessage with none). */
    public void succeeded(Object result) {
        if (result == null) {
            failure.compareAndSet(null, new IllegalStateException("a call ended without a result"));
        }
        done.countDown();
    }

    /** A call failed. */
    public void failed(Throwable cause) {
        failure.compareAndSet(null, cause);
        done.countDown();
    }

    /**
     * Waits for every call of the batch.
     *
     * @throws IllegalStateException when one failed, or they took longer than 30 s
     */
    public void await() throws InterruptedException {
        if (!done.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            throw new IllegalStateException(done.getCount() + " calls still running after " + TIMEOUT_SECONDS + " s");
        }
        Throwable cause = failure.get();
        if (cause != null) {
            throw new IllegalStateException("a call failed", cause);
        }
    }
}
