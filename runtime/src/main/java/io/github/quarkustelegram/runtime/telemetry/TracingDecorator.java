package io.github.quarkustelegram.runtime.telemetry;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.hooks.TransportDecorator;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.resilience.CallEvents;
import io.github.quarkustelegram.transport.ForwardingTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.ContextKey;
import io.opentelemetry.context.Scope;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * A span per Bot API call (with {@code quarkus-opentelemetry}), outermost, so that it covers the retries and the
 * flood-control waits: named after the method, a child of the context current when the call was made (the handler's
 * span, when a handler makes it), with the attempts made and the last HTTP status; each retry an event on it (the
 * attempt, its outcome, the wait), each flood-control wait a child span. Its context is carried to the attempts that
 * start from a timer (through {@link CallEvents}), and is current again for whatever follows the call's result in the
 * caller's code. No URL and no request content: the token stays out. getUpdates (a long poll in no update's trace) is
 * not traced.
 */
@Priority(TransportDecorator.TRACING)
public class TracingDecorator implements TransportDecorator, CallEvents {

    static final AttributeKey<String> METHOD = AttributeKey.stringKey("telegram.method");
    static final AttributeKey<Long> ATTEMPTS = AttributeKey.longKey("telegram.attempts");
    static final AttributeKey<Long> ATTEMPT = AttributeKey.longKey("telegram.attempt");
    static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("telegram.outcome");
    static final AttributeKey<Long> DELAY_MS = AttributeKey.longKey("telegram.retry.delay_ms");
    static final AttributeKey<Long> STATUS = AttributeKey.longKey("http.response.status_code");
    static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");

    /** The attempts of the call whose span is current: counted by the retries told. */
    private static final ContextKey<int[]> RETRIES = ContextKey.named("quarkus-telegram-retries");

    private final Tracer tracer;

    @Inject
    public TracingDecorator(Tracer tracer) {
        this.tracer = tracer;
    }

    @Override
    public TelegramTransport decorate(TelegramTransport next) {
        return new Traced(next);
    }

    @Override
    public @Nullable Object capture() {
        return Context.current();
    }

    @Override
    public Restored restore(@Nullable Object captured) {
        if (!(captured instanceof Context context) || context == Context.current()) {
            return Restored.NOTHING;
        }
        return current(context)::close;
    }

    /** Makes the context current, on a Vert.x duplicated context (where Quarkus keeps it) when the thread has none. */
    private static UpdateObserver.Scope current(Context context) {
        UpdateObserver.Scope vertx = UpdateVertxContext.duplicateIfNeeded();
        Scope scope = context.makeCurrent();
        return () -> {
            scope.close();
            vertx.close();
        };
    }

    @Override
    public void retrying(TelegramRequest<?> request, int attempt, Throwable failure, Duration delay) {
        int[] retries = Context.current().get(RETRIES);
        if (retries != null) {
            retries[0]++;
        }
        Span.current().addEvent("retry", Attributes.of(ATTEMPT, (long) attempt, OUTCOME, CallOutcome.of(failure).tag(),
                DELAY_MS, delay.toMillis()));
    }

    @Override
    public @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
        Span wait = tracer.spanBuilder("flood-control wait").setAttribute(METHOD, request.methodName()).startSpan();
        return granted -> {
            if (!granted) {
                wait.setAttribute(OUTCOME, "cancelled");
            }
            wait.end();
        };
    }

    private Span start(TelegramRequest<?> request, Context parent) {
        return tracer.spanBuilder(request.methodName()).setParent(parent).setSpanKind(SpanKind.CLIENT)
                .setAttribute(METHOD, request.methodName()).startSpan();
    }

    private static void end(Span span, int[] retries, @Nullable Throwable failure) {
        span.setAttribute(ATTEMPTS, retries[0] + 1L);
        Integer status = CallOutcome.httpStatus(failure);
        if (status != null) {
            span.setAttribute(STATUS, status.longValue());
        }
        if (failure != null) {
            span.setAttribute(ERROR_TYPE, CallOutcome.of(failure).tag());
            span.setStatus(StatusCode.ERROR, CallOutcome.of(failure).tag());
        }
        span.end();
    }

    /** Spans around each call, reactive or blocking. */
    private final class Traced extends ForwardingTransport {

        Traced(TelegramTransport delegate) {
            super(delegate);
        }

        @Override
        public <R> Uni<R> execute(TelegramRequest<R> request) {
            if (request.methodName().equals("getUpdates")) {
                return delegate.execute(request);
            }
            Context made = Context.current(); // when the call is made: a handler's context
            return Uni.createFrom().emitter(emitter -> {
                // a call made outside the update's context and subscribed inside it (a request a blocking handler
                // returns is subscribed in the update's scope) takes the subscription's span as its parent
                Context now = Context.current();
                Context parent = Span.fromContext(now).getSpanContext().isValid() ? now : made;
                Span span = start(request, parent);
                int[] retries = { 0 };
                AtomicBoolean done = new AtomicBoolean();
                Context context = parent.with(span).with(RETRIES, retries);
                Cancellable running;
                try (UpdateObserver.Scope scope = current(context)) {
                    running = delegate.execute(request).subscribe().with(item -> {
                        done.set(true);
                        end(span, retries, null);
                        try (UpdateObserver.Scope back = current(parent)) {
                            emitter.complete(item);
                        }
                    }, failure -> {
                        done.set(true);
                        end(span, retries, failure);
                        try (UpdateObserver.Scope back = current(parent)) {
                            emitter.fail(failure);
                        }
                    });
                }
                // called on completion and failure too: only a cancellation finds the call not done
                emitter.onTermination(() -> {
                    if (done.compareAndSet(false, true)) {
                        running.cancel();
                        end(span, retries, new CancellationException());
                    }
                });
            });
        }

        @Override
        public <R> R call(TelegramRequest<R> request) {
            if (request.methodName().equals("getUpdates")) {
                return delegate.call(request);
            }
            Context parent = Context.current();
            Span span = start(request, parent);
            int[] retries = { 0 };
            try (Scope scope = parent.with(span).with(RETRIES, retries).makeCurrent()) {
                R result = delegate.call(request);
                end(span, retries, null);
                return result;
            } catch (RuntimeException | Error e) {
                end(span, retries, e);
                throw e;
            }
        }
    }
}
