package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.CallListener;

/** Several {@link CallListener}s as one, for the decorators that tell them. */
public final class CallListeners {

    private CallListeners() {
    }

    /**
     * @param events the listeners, in order
     * @return one that tells each of them; {@link CallListener#NONE} for none
     */
    public static CallListener of(List<CallListener> events) {
        if (events.isEmpty()) {
            return CallListener.NONE;
        }
        if (events.size() == 1) {
            return events.get(0);
        }
        return new Composite(events.toArray(CallListener[]::new));
    }

    /** Several listeners, told in order; their contexts nest in that order. */
    private static final class Composite implements CallListener {

        private final CallListener[] events;

        Composite(CallListener[] events) {
            this.events = events;
        }

        @Override
        public @Nullable Object capture() {
            Object[] captured = null;
            for (int i = 0; i < events.length; i++) {
                Object one = events[i].capture();
                if (one != null) {
                    if (captured == null) {
                        captured = new Object[events.length];
                    }
                    captured[i] = one;
                }
            }
            return captured;
        }

        @Override
        public Restored restore(@Nullable Object captured) {
            if (!(captured instanceof Object[] all)) {
                return Restored.NOTHING;
            }
            Restored[] scopes = new Restored[events.length];
            for (int i = 0; i < events.length; i++) {
                scopes[i] = events[i].restore(all[i]);
            }
            return () -> {
                for (int i = scopes.length - 1; i >= 0; i--) {
                    scopes[i].close();
                }
            };
        }

        @Override
        public void retrying(TelegramRequest<?> request, int attempt, Throwable failure, Duration delay) {
            for (CallListener e : events) {
                e.retrying(request, attempt, failure, delay);
            }
        }

        @Override
        public @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
            List<FloodWait> waits = null;
            for (CallListener e : events) {
                FloodWait wait = e.floodWait(request, chat);
                if (wait != null) {
                    if (waits == null) {
                        waits = new ArrayList<>(events.length);
                    }
                    waits.add(wait);
                }
            }
            if (waits == null) {
                return null;
            }
            List<FloodWait> all = waits;
            return granted -> all.forEach(w -> w.ended(granted));
        }
    }
}
