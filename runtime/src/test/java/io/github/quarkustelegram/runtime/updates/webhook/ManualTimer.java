package io.github.quarkustelegram.runtime.updates.webhook;

import java.util.ArrayList;
import java.util.List;

import io.netty.util.Timeout;
import io.netty.util.Timer;
import io.netty.util.TimerTask;

/** Deadlines whose clock moves only when the test says: {@link #advance} fires those due, on the test's thread. */
final class ManualTimer implements DeadlineTimer {

    final class Armed implements Timeout {
        final long due;
        final TimerTask task;
        boolean cancelled;
        boolean expired;

        Armed(long due, TimerTask task) {
            this.due = due;
            this.task = task;
        }

        @Override
        public Timer timer() {
            throw new UnsupportedOperationException();
        }

        @Override
        public TimerTask task() {
            return task;
        }

        @Override
        public boolean isExpired() {
            return expired;
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }

        @Override
        public boolean cancel() {
            boolean was = !cancelled && !expired;
            cancelled = true;
            return was;
        }
    }

    final List<Armed> armed = new ArrayList<>();
    private long now;

    @Override
    public long nanoTime() {
        return now;
    }

    @Override
    public Timeout arm(long nanos, TimerTask task) {
        Armed timeout = new Armed(now + nanos, task);
        armed.add(timeout);
        return timeout;
    }

    /** @return the deadlines neither cancelled nor expired */
    long live() {
        return armed.stream().filter(a -> !a.cancelled && !a.expired).count();
    }

    void advance(long nanos) {
        now += nanos;
        for (Armed timeout : List.copyOf(armed)) {
            if (!timeout.cancelled && !timeout.expired && timeout.due <= now) {
                timeout.expired = true;
                try {
                    timeout.task.run(timeout);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }
        }
    }
}
