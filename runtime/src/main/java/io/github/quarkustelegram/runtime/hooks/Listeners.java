package io.github.quarkustelegram.runtime.hooks;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.AbstractUni;
import io.smallrye.mutiny.subscription.UniSubscriber;

/**
 * Calls an update's observer for the dispatcher: a listener that throws is logged (once per kind of failure at WARN,
 * then at DEBUG) and never disturbs the handling of the update.
 */
public final class Listeners {

    private static final Logger LOG = Logger.getLogger(Listeners.class);
    private static volatile boolean warned;

    private Listeners() {
    }

    /** @return the observer's scope, or {@link UpdateObserver.Scope#NONE} when there is no observer or it failed */
    public static UpdateObserver.Scope enter(@Nullable UpdateObserver observer) {
        if (observer == null) {
            return UpdateObserver.Scope.NONE;
        }
        try {
            UpdateObserver.Scope scope = observer.enter();
            return scope == null ? UpdateObserver.Scope.NONE : scope;
        } catch (RuntimeException e) {
            failed(observer, "enter", e);
            return UpdateObserver.Scope.NONE;
        }
    }

    /**
     * @param observer the update's observer, or null
     * @param uni what the handling does next (a Bot API call: its decorators read the context when subscribed)
     * @return {@code uni}, subscribed inside the update's context
     */
    public static <T> Uni<T> subscribedIn(@Nullable UpdateObserver observer, Uni<T> uni) {
        if (observer == null) {
            return uni;
        }
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> subscriber) {
                try (UpdateObserver.Scope scope = enter(observer)) {
                    AbstractUni.subscribe(uni, subscriber);
                }
            }
        };
    }

    /** Tells the observer, if any, that the handler was chosen. */
    public static void handlerChosen(@Nullable UpdateObserver observer, UpdateContext update) {
        if (observer != null) {
            try {
                observer.handlerChosen(update);
            } catch (RuntimeException e) {
                failed(observer, "handlerChosen", e);
            }
        }
    }

    /** Tells the observer, if any, that the handling ended. */
    public static void ended(@Nullable UpdateObserver observer, UpdateOutcome outcome, @Nullable Throwable failure) {
        if (observer != null) {
            try {
                observer.ended(outcome, failure);
            } catch (RuntimeException e) {
                failed(observer, "ended", e);
            }
        }
    }

    static void close(UpdateObserver.Scope scope) {
        try {
            scope.close();
        } catch (RuntimeException e) {
            failed(scope, "close", e);
        }
    }

    static void failed(Object listener, String what, RuntimeException e) {
        if (!warned) {
            warned = true;
            LOG.warnf(e, "An update listener failed in %s (%s); the update is handled regardless. Further failures "
                    + "of listeners are logged at DEBUG", what, listener.getClass().getName());
        } else {
            LOG.debugf(e, "An update listener failed in %s (%s)", what, listener.getClass().getName());
        }
    }
}
