package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;

/**
 * What happens inside a call that the decorators around it cannot see: a retry and its reason, a flood-control wait;
 * and the context (a tracing span) to carry across the timers those run on. The built-in metrics and tracing
 * decorators implement it besides {@code TransportDecorator}; {@code TelegramClient} hands the decorators that do to
 * its retry and flood control. Every method has a default that does nothing and allocates nothing, so that a chain
 * without telemetry pays a virtual call at most.
 */
public interface CallEvents {

    /** Tells nothing to anybody. */
    CallEvents NONE = new CallEvents() {
    };

    /**
     * @return the context current now (when a call is subscribed), to be {@linkplain #restore restored} around the
     *         call's later steps on other threads; null when there is none to carry
     */
    default @Nullable Object capture() {
        return null;
    }

    /**
     * @param captured what {@link #capture()} returned
     * @return the scope in which it is current, to close on this thread
     */
    default Restored restore(@Nullable Object captured) {
        return Restored.NOTHING;
    }

    /**
     * An attempt failed and another follows after {@code delay}. Called inside the call's restored context.
     *
     * @param request the request
     * @param attempt the attempt that failed, from 1
     * @param failure why
     * @param delay the wait before the next attempt
     */
    default void retrying(TelegramRequest<?> request, int attempt, Throwable failure, Duration delay) {
    }

    /**
     * The request must wait for flood control (a request that may go at once is not told). Called in the context of
     * the attempt that waits.
     *
     * @param request the request
     * @param chat the chat whose turn it waits for, null when it names none
     * @return told when the wait ends, or null
     */
    default @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
        return null;
    }

    /** One flood-control wait. */
    interface FloodWait {

        /** @param granted true when the request may go now, false when it was cancelled or failed while waiting */
        void ended(boolean granted);
    }

    /** A restored context's scope. */
    @FunctionalInterface
    interface Restored extends AutoCloseable {

        /** Restores nothing. */
        Restored NOTHING = () -> {
        };

        @Override
        void close();
    }

    /**
     * @param events the listeners, in order
     * @return one that tells each of them; {@link #NONE} for none
     */
    static CallEvents of(List<CallEvents> events) {
        if (events.isEmpty()) {
            return NONE;
        }
        if (events.size() == 1) {
            return events.get(0);
        }
        return new Composite(events.toArray(CallEvents[]::new));
    }

    /** Several listeners, told in order; their contexts nest in that order. */
    final class Composite implements CallEvents {

        private final CallEvents[] events;

        Composite(CallEvents[] events) {
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
            for (CallEvents e : events) {
                e.retrying(request, attempt, failure, delay);
            }
        }

        @Override
        public @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
            List<FloodWait> waits = null;
            for (CallEvents e : events) {
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
