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
 * A Vert.x duplicated context per update, current wherever the update is handled, outermost of all listeners. Quarkus
 * keeps the MDC and the OpenTelemetry context in the current duplicated context; on a thread whose Vert.x context is
 * not a duplicate (the event loop of the poller's responses, a worker of a blocking handler), each of them makes a new
 * duplicate at every access, so what a listener put there is gone at the next line. Quarkus makes one per HTTP request
 * for the same reason; this is the one of an update. Registered only when something needs it (tracing, the MDC, an
 * application's listener): otherwise an update costs no context switch.
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
        ContextInternal duplicate = (ContextInternal) VertxContext
                .createNewDuplicatedContext(current != null ? current : vertx.getOrCreateContext());
        return new Observer(duplicate);
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
        if (Vertx.currentContext() == duplicate) {
            return UpdateObserver.Scope.NONE; // nested: the update's context is current already
        }
        @Nullable ContextInternal previous = duplicate.beginDispatch();
        return () -> duplicate.endDispatch(previous);
    }

    private record Observer(ContextInternal duplicate) implements UpdateObserver {

        @Override
        public Scope enter() {
            return UpdateVertxContext.enter(duplicate);
        }
    }
}
