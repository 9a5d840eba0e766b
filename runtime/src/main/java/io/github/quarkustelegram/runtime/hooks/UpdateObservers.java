package io.github.quarkustelegram.runtime.hooks;

import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Update;

/**
 * The dispatcher's listeners, in order, and the observers they return for one update combined into one. With no
 * listener nothing is made per update: {@link #observe} returns null and the dispatcher skips every call.
 */
public final class UpdateObservers {

    private static final UpdateObservers NONE = new UpdateObservers(new UpdateListener[0]);

    private final UpdateListener[] listeners;

    private UpdateObservers(UpdateListener[] listeners) {
        this.listeners = listeners;
    }

    /**
     * @param listeners the listeners, lowest priority first
     * @return them, ready to observe updates
     */
    public static UpdateObservers of(List<UpdateListener> listeners) {
        return listeners.isEmpty() ? NONE : new UpdateObservers(listeners.toArray(UpdateListener[]::new));
    }

    /** @return whether there is no listener */
    public boolean isEmpty() {
        return listeners.length == 0;
    }

    /**
     * @param update an update arriving
     * @return the observer of its handling, null when no listener wants to follow it
     */
    public @Nullable UpdateObserver observe(Update update) {
        if (listeners.length == 0) {
            return null;
        }
        if (listeners.length == 1) {
            return listeners[0].onUpdate(update);
        }
        UpdateObserver[] observers = null;
        int count = 0;
        for (UpdateListener listener : listeners) {
            UpdateObserver observer = listener.onUpdate(update);
            if (observer != null) {
                if (observers == null) {
                    observers = new UpdateObserver[listeners.length];
                }
                observers[count++] = observer;
            }
        }
        if (count == 0) {
            return null;
        }
        return count == 1 ? observers[0] : new Several(observers, count);
    }

    /** The observers of several listeners, told in order; scopes nest in that order. */
    private static final class Several implements UpdateObserver {

        private final UpdateObserver[] observers;
        private final int count;

        Several(UpdateObserver[] observers, int count) {
            this.observers = observers;
            this.count = count;
        }

        @Override
        public Scope enter() {
            Scope[] scopes = new Scope[count];
            for (int i = 0; i < count; i++) {
                try {
                    scopes[i] = observers[i].enter();
                } catch (RuntimeException e) {
                    scopes[i] = Scope.NONE;
                    Listeners.failed(observers[i], "enter", e);
                }
            }
            return () -> {
                for (int i = count - 1; i >= 0; i--) {
                    Listeners.close(scopes[i]);
                }
            };
        }

        @Override
        public void handlerChosen(UpdateContext update) {
            for (int i = 0; i < count; i++) {
                try {
                    observers[i].handlerChosen(update);
                } catch (RuntimeException e) {
                    Listeners.failed(observers[i], "handlerChosen", e);
                }
            }
        }

        @Override
        public void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
            for (int i = 0; i < count; i++) {
                try {
                    observers[i].ended(outcome, failure);
                } catch (RuntimeException e) {
                    Listeners.failed(observers[i], "ended", e);
                }
            }
        }
    }
}
