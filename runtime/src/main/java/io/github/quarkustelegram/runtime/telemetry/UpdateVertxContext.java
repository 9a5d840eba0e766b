package io.github.quarkustelegram.runtime.telemetry;

import jakarta.annotation.Priority;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.model.Update;
import io.smallrye.common.vertx.VertxContext;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.impl.ContextInternal;

/**
 * A Vert.x duplicated context for each turn of an update's handling on a thread, outermost of all listeners. Quarkus
 * keeps the MDC and the OpenTelemetry context in the current duplicated context; on a thread whose Vert.x context is
 * not a duplicate (the event loop of the poller's responses, a worker of a blocking handler), each of them makes a new
 * duplicate at every access, so what a listener put there is gone at the next line. Quarkus makes one per HTTP request
 * for the same reason; this is the one of an update's turn. Registered only when something needs it (tracing, the
 * MDC, an application's listener): otherwise an update costs no context switch.
 * <p>
 * One duplicate per turn, not one per update: the turns of an update overlap (the thread that dispatched it is still
 * inside its turn when a blocking handler's turn begins on a worker), and each listener's scope puts back, when it
 * closes, what it found in the context when it opened. In one shared context the dispatching thread's close erased the
 * MDC entries and the span the worker had just put there, so the handler logged without them. Every listener sets its
 * values again at each turn, so nothing is lost by starting each turn from an empty context.
 */
@Priority(TelemetryPriorities.VERTX_CONTEXT)
public class UpdateVertxContext implements UpdateListener {

    private final Vertx vertx;

    public UpdateVertxContext(Vertx vertx) {
        this.vertx = vertx;
    }

    @Override
    public UpdateObserver onUpdate(Update update) {
        Context current = Vertx.currentContext();
        return new Observer((ContextInternal) (current != null ? current : vertx.getOrCreateContext()));
    }

    /**
     * On a thread whose Vert.x context is not a duplicate (a timer, a response arriving on the event loop): a new
     * duplicate of it, current until the scope closes, so that a span made current there stays current.
     *
     * @return what to close; nothing to undo when the context is a duplicate already, or there is none
     */
    static UpdateObserver.Scope duplicateIfNeeded() {
        Context current = Vertx.currentContext();
        if (current == null || VertxContext.isDuplicatedContext(current)) {
            return UpdateObserver.Scope.NONE;
        }
        return enter((ContextInternal) VertxContext.createNewDuplicatedContext(current));
    }

    private static UpdateObserver.Scope enter(ContextInternal duplicate) {
        @Nullable
        ContextInternal previous = duplicate.beginDispatch();
        return () -> duplicate.endDispatch(previous);
    }

    /**
     * An update's turns: each a new duplicate of the context it arrived in, marked as this update's turn on the thread
     * that began it. A turn is nested only on that thread: a context-propagating executor (Quarkus's worker pool)
     * makes the dispatching thread's turn current on the worker too, and the worker must get a turn of its own.
     */
    private static final class Observer implements UpdateObserver {

        private final ContextInternal arrivedIn;

        Observer(ContextInternal arrivedIn) {
            this.arrivedIn = arrivedIn;
        }

        @Override
        public Scope enter() {
            ContextInternal current = (ContextInternal) Vertx.currentContext();
            if (current != null && current.isDuplicate()
                    && current.localContextData().get(Turn.class) instanceof Turn turn && turn.isNestedIn(this)) {
                return Scope.NONE; // nested: this thread is inside a turn of this update already
            }
            ContextInternal turn = arrivedIn.duplicate();
            turn.localContextData().put(Turn.class, new Turn(this, Thread.currentThread()));
            return UpdateVertxContext.enter(turn);
        }
    }

    /** Whose turn a context is (the update's observer), and the thread it was begun on. */
    private record Turn(Observer owner, Thread thread) {

        boolean isNestedIn(Observer observer) {
            return owner == observer && thread == Thread.currentThread();
        }
    }
}
