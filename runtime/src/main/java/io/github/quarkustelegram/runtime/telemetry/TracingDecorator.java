package io.github.quarkustelegram.runtime.telemetry;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TransportDecorator;
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
 * start from a timer (through {@link CallListener}), and is current again for whatever follows the call's result in the
 * caller's code. No URL and no request content: the token stays out. getUpdates (a long poll in no update's trace) is
 * not traced.
 */
@Priority(TransportDecorator.TRACING)
public class TracingDecorator implements TransportDecorator, CallListener {

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

    /** A span around each call, reactive or blocking (a blocking call's chain runs on its thread, in this scope). */
    @Override
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        if (request.methodName().equals("getUpdates")) {
            return chain.proceed(request);
        }
        return Uni.createFrom().emitter(emitter -> {
            Context parent = Context.current();
            Span span = start(request, parent);
            int[] retries = { 0 };
            AtomicBoolean done = new AtomicBoolean();
            Context context = parent.with(span).with(RETRIES, retries);
            Cancellable running;
            try (UpdateObserver.Scope scope = current(context)) {
                running = chain.proceed(request).subscribe().with(emitter.context(), item -> {
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
}
