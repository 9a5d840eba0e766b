package io.github.quarkustelegram.runtime.state.redis;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.jboss.logging.Logger;

/**
 * Whether Redis answered lately, for the parts of the shared state that fall back when it does not: one WARN when an
 * outage begins, one INFO when Redis answers again, nothing in between, however many calls fail. Counts the failures
 * (the metrics read them). Thread-safe.
 */
public final class RedisOutage {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.state");

    private final AtomicBoolean down = new AtomicBoolean();
    private final AtomicLong errors = new AtomicLong();

    /**
     * A call failed.
     *
     * @param what what this instance does meanwhile, for the WARN
     */
    public void failed(Throwable failure, String what) {
        errors.incrementAndGet();
        if (down.compareAndSet(false, true)) {
            LOG.warnf("Redis is unreachable (%s): %s, until it answers again", failure.toString(), what);
        }
    }

    /** A call succeeded. */
    public void answered() {
        if (down.get() && down.compareAndSet(true, false)) {
            LOG.info("Redis answers again: the shared state is back in use");
        }
    }

    /** @return whether the last call failed */
    public boolean down() {
        return down.get();
    }

    /** @return how many calls failed since start-up */
    public long errors() {
        return errors.get();
    }
}
