package io.github.quarkustelegram.runtime.telemetry;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Update;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;

/**
 * A span per update (with {@code quarkus-opentelemetry}): {@code telegram update}, a child of the context it arrived
 * in (the webhook request's span, when there is one), from its arrival to the end of its handling, so that the time it
 * waited for its chat's turn shows; with the kind, the {@code update_id}, the handler and the outcome. The handler runs
 * in a child span named after it, current on whatever thread the handler runs, so that its Bot API calls are its
 * children.
 */
@Priority(TelemetryPriorities.TRACING)
public class TracingUpdateListener implements UpdateListener {

    static final AttributeKey<String> KIND = AttributeKey.stringKey("telegram.update.kind");
    static final AttributeKey<Long> UPDATE_ID = AttributeKey.longKey("telegram.update_id");
    static final AttributeKey<String> HANDLER = AttributeKey.stringKey("telegram.handler");
    static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("telegram.outcome");

    private final Tracer tracer;

    @Inject
    public TracingUpdateListener(Tracer tracer) {
        this.tracer = tracer;
    }

    @Override
    public UpdateObserver onUpdate(Update update) {
        UpdateKind kind = UpdateKind.of(update);
        Span span = tracer.spanBuilder("telegram update").setSpanKind(SpanKind.CONSUMER)
                .setParent(Context.current())
                .setAttribute(KIND, kind == null ? "unknown" : kind.wireName())
                .setAttribute(UPDATE_ID, (long) update.updateId()).startSpan();
        return new Observer(Context.current().with(span), span);
    }

    /** The update's span, and its handler's once chosen. */
    private final class Observer implements UpdateObserver {

        private final Context updateContext;
        private final Span updateSpan;
        private volatile @Nullable Span handlerSpan;
        private volatile @Nullable Context handlerContext;

        Observer(Context updateContext, Span updateSpan) {
            this.updateContext = updateContext;
            this.updateSpan = updateSpan;
        }

        @Override
        public Scope enter() {
            Context handler = handlerContext;
            io.opentelemetry.context.Scope scope = (handler != null ? handler : updateContext).makeCurrent();
            return scope::close;
        }

        @Override
        public void handlerChosen(UpdateContext update) {
            updateSpan.setAttribute(HANDLER, update.handlerName());
            Span span = tracer.spanBuilder(update.handlerName()).setParent(updateContext)
                    .setAttribute(HANDLER, update.handlerName()).startSpan();
            handlerSpan = span;
            handlerContext = updateContext.with(span);
        }

        @Override
        public void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
            Span handler = handlerSpan;
            if (handler != null) {
                if (failure != null) {
                    handler.recordException(failure);
                    handler.setStatus(StatusCode.ERROR, outcome.tag());
                }
                handler.end();
            }
            updateSpan.setAttribute(OUTCOME, outcome.tag());
            if (outcome == UpdateOutcome.FAILED || outcome == UpdateOutcome.TIMED_OUT) {
                updateSpan.setStatus(StatusCode.ERROR, outcome.tag());
            }
            updateSpan.end();
        }
    }
}
