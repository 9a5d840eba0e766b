package io.github.quarkustelegram.runtime.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.hooks.UpdateObservers;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.sdk.trace.ReadableSpan;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.quarkus.vertx.core.runtime.VertxMDC;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.impl.ContextInternal;

/**
 * An update's turns on several threads, with the listeners that keep their state in the current Vert.x duplicated
 * context as Quarkus does: the span (Quarkus's OpenTelemetry context storage, found on this class path) and an MDC
 * entry (Quarkus's {@link VertxMDC}, the store behind the MDC in a Quarkus application), each put back when its scope
 * closes. The turn of the thread that dispatched an update overlaps the turn of the worker a blocking handler runs on.
 */
class UpdateTurnsTest {

    private static final String KEY = "test.update_id";
    private static final long WAIT_SECONDS = 10;

    private Vertx vertx;
    private SdkTracerProvider tracing;
    private ExecutorService worker;
    private UpdateObservers observers;

    @BeforeEach
    void start() {
        vertx = Vertx.vertx();
        tracing = SdkTracerProvider.builder().build();
        worker = Executors.newSingleThreadExecutor();
        observers = UpdateObservers.of(List.of(new UpdateVertxContext(vertx),
                new TracingUpdateListener(tracing.get("test")), new MdcLikeListener()));
    }

    @AfterEach
    void stop() {
        worker.shutdownNow();
        tracing.close();
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @Test
    void aWorkersTurnKeepsTheSpanAndTheMdcWhenTheDispatchingThreadsTurnEnds() throws Exception {
        Seen seen = handOverToAWorker(7001, false);

        assertThat(seen.mdc()).as("the MDC entry the worker's turn put").isEqualTo(7001L);
        assertThat(seen.span()).as("the update's span, current on the worker").isEqualTo("telegram update");
    }

    @Test
    void aWorkerGivenTheDispatchingTurnsContextByAPropagatingExecutorStillGetsATurnOfItsOwn() throws Exception {
        // Quarkus's worker pool propagates the Vert.x context: the dispatching turn's is current on the worker
        Seen seen = handOverToAWorker(7004, true);

        assertThat(seen.mdc()).as("the MDC entry the worker's turn put").isEqualTo(7004L);
        assertThat(seen.span()).as("the update's span, current on the worker").isEqualTo("telegram update");
    }

    /**
     * The dispatching thread (an event loop) begins a turn and hands the update to a worker, whose turn begins while
     * the dispatching turn is still open; the dispatching turn then ends, and the worker reads what it sees.
     *
     * @param propagated whether the worker runs in the dispatching turn's Vert.x context, as a context-propagating
     *        executor makes it
     */
    private Seen handOverToAWorker(int updateId, boolean propagated) throws Exception {
        CountDownLatch workerEntered = new CountDownLatch(1);
        CountDownLatch dispatcherLeft = new CountDownLatch(1);
        CompletableFuture<Seen> seenOnWorker = new CompletableFuture<>();

        onEventLoop(() -> {
            UpdateObserver observer = observers.observe(update(updateId));
            try (UpdateObserver.Scope dispatching = observer.enter()) {
                ContextInternal dispatchingContext = (ContextInternal) Vertx.currentContext();
                worker.execute(() -> {
                    ContextInternal before = propagated ? dispatchingContext.beginDispatch() : null;
                    try (UpdateObserver.Scope handling = observer.enter()) {
                        workerEntered.countDown();
                        await(dispatcherLeft);
                        seenOnWorker.complete(Seen.here()); // what a log line or a Bot API call of the handler sees
                    } catch (Throwable e) {
                        seenOnWorker.completeExceptionally(e);
                    } finally {
                        if (propagated) {
                            dispatchingContext.endDispatch(before);
                        }
                    }
                });
                await(workerEntered);
            }
            dispatcherLeft.countDown();
        }).get(WAIT_SECONDS, TimeUnit.SECONDS);

        return seenOnWorker.get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void aNestedTurnOnTheSameThreadKeepsItsContextAndTheOuterTurnPutsBackTheThreads() throws Exception {
        CompletableFuture<List<Object>> seen = new CompletableFuture<>();
        onEventLoop(() -> {
            Context eventLoop = Vertx.currentContext();
            UpdateObserver observer = observers.observe(update(7002));
            try (UpdateObserver.Scope outer = observer.enter()) {
                Context turn = Vertx.currentContext();
                try (UpdateObserver.Scope inner = observer.enter()) {
                    assertThat(Vertx.currentContext()).isSameAs(turn);
                }
                seen.complete(List.of(turn != eventLoop, Seen.here().mdc(), Seen.here().span()));
            }
            assertThat(Vertx.currentContext()).isSameAs(eventLoop);
            assertThat(Seen.here().mdc()).isNull();
        }).get(WAIT_SECONDS, TimeUnit.SECONDS);

        assertThat(seen.get()).containsExactly(true, 7002L, "telegram update");
    }

    @Test
    void aTurnOnAThreadWithoutAVertxContextLeavesItWithout() throws Exception {
        UpdateObserver observer = onEventLoop(() -> observers.observe(update(7003)))
                .get(WAIT_SECONDS, TimeUnit.SECONDS);
        List<Object> seen = worker.submit(() -> {
            Seen inside;
            try (UpdateObserver.Scope turn = observer.enter()) {
                inside = Seen.here();
            }
            return List.<Object> of(inside.mdc(), inside.span(), Vertx.currentContext() == null);
        }).get(WAIT_SECONDS, TimeUnit.SECONDS);

        assertThat(seen).containsExactly(7003L, "telegram update", true);
    }

    /** What the current thread sees: the MDC entry and the name of the current span. */
    private record Seen(@Nullable Object mdc, @Nullable String span) {

        static Seen here() {
            Span span = Span.current();
            return new Seen(VertxMDC.INSTANCE.getObject(KEY),
                    span instanceof ReadableSpan readable ? readable.getName() : null);
        }
    }

    /** As MdcUpdateListener through Quarkus's MDC: an entry in the current context, put back when the turn ends. */
    private static final class MdcLikeListener implements UpdateListener {

        @Override
        public UpdateObserver onUpdate(Update update) {
            return new UpdateObserver() {
                @Override
                public Scope enter() {
                    Object previous = VertxMDC.INSTANCE.putObject(KEY, (long) update.updateId());
                    return () -> {
                        if (previous == null) {
                            VertxMDC.INSTANCE.removeObject(KEY);
                        } else {
                            VertxMDC.INSTANCE.putObject(KEY, previous);
                        }
                    };
                }
            };
        }
    }

    private CompletableFuture<Void> onEventLoop(Runnable work) {
        return onEventLoop(() -> {
            work.run();
            return null;
        });
    }

    private <T> CompletableFuture<T> onEventLoop(Supplier<T> work) {
        CompletableFuture<T> done = new CompletableFuture<>();
        vertx.getOrCreateContext().runOnContext(ignored -> {
            try {
                done.complete(work.get());
            } catch (Throwable e) {
                done.completeExceptionally(e);
            }
        });
        return done;
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("timed out");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static Update update(int id) {
        try {
            return TelegramJson.mapper().readValue("""
                    {"update_id":%d,"message":{"message_id":1,"date":1,"chat":{"id":42,"type":"private"},
                    "from":{"id":42,"is_bot":false,"first_name":"U"},"text":"/start"}}""".formatted(id), Update.class);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
