package io.github.quarkustelegram.runtime.devui;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.annotation.Priority;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.telemetry.TelemetryPriorities;

/** The last {@value #KEPT} updates handled, newest first, and how many are being handled now: for the Dev UI. */
@Priority(TelemetryPriorities.DEV_UI)
public class DevUiUpdates implements UpdateListener {

    static final int KEPT = 100;

    /**
     * One update handled.
     *
     * @param updateId its id
     * @param kind its kind
     * @param handler its handler, {@code none} when no handler took it
     * @param outcome how it ended
     * @param durationMs from its arrival to its end
     * @param endedAt when it ended, epoch milliseconds
     */
    public record Handled(int updateId, String kind, String handler, String outcome, double durationMs,
            long endedAt) {
    }

    private final ArrayDeque<Handled> last = new ArrayDeque<>(KEPT);
    private final AtomicInteger inProgress = new AtomicInteger();

    @Override
    public UpdateObserver onUpdate(Update update) {
        inProgress.incrementAndGet();
        long start = System.nanoTime();
        UpdateKind kind = UpdateKind.of(update);
        return new UpdateObserver() {
            private volatile String handler = "none";

            @Override
            public void handlerChosen(UpdateContext context) {
                handler = context.handlerName();
            }

            @Override
            public void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
                inProgress.decrementAndGet();
                add(new Handled(update.updateId(), kind == null ? "unknown" : kind.wireName(), handler, outcome.tag(),
                        (System.nanoTime() - start) / (double) TimeUnit.MILLISECONDS.toNanos(1),
                        System.currentTimeMillis()));
            }
        };
    }

    private synchronized void add(Handled handled) {
        if (last.size() == KEPT) {
            last.removeLast();
        }
        last.addFirst(handled);
    }

    /** @return the last updates handled, newest first */
    public synchronized List<Handled> last() {
        return new ArrayList<>(last);
    }

    /** @return how many updates are being handled or wait for their turn now */
    public int inProgress() {
        return inProgress.get();
    }
}
