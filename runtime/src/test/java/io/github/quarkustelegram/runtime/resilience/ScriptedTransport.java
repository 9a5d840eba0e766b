package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/**
 * An in-memory transport that answers from a script, one step per call (then a default), and records when each
 * call was made on the scheduler's clock. Tests the decorators' logic only; the HTTP path is tested elsewhere.
 */
final class ScriptedTransport implements TelegramTransport {

    /** One call: the request, and when (on the scheduler's clock) it was made. */
    record Call(TelegramRequest<?> request, long atNanos) {
        Duration at() {
            return Duration.ofNanos(atNanos);
        }

        String label() {
            return request instanceof TestRequest t ? t.label() : request.methodName();
        }
    }

    private final ResilienceScheduler clock;
    private final Deque<Supplier<Uni<?>>> script = new ArrayDeque<>();
    private Supplier<Uni<?>> otherwise = () -> Uni.createFrom().item("ok");
    private final List<Call> calls = new ArrayList<>();
    private final AtomicInteger cancelled = new AtomicInteger();

    ScriptedTransport(ResilienceScheduler clock) {
        this.clock = clock;
    }

    /** The next call fails with a new exception from {@code error}. */
    ScriptedTransport fail(Supplier<? extends Throwable> error) {
        script.add(() -> Uni.createFrom().failure(error.get()));
        return this;
    }

    /** The next {@code times} calls fail, each with a new exception from {@code error}. */
    ScriptedTransport fail(int times, Supplier<? extends Throwable> error) {
        for (int i = 0; i < times; i++) {
            fail(error);
        }
        return this;
    }

    /** The next call answers {@code item}. */
    ScriptedTransport answer(String item) {
        script.add(() -> Uni.createFrom().item(item));
        return this;
    }

    /** The next call never answers (until cancelled). */
    ScriptedTransport hang() {
        script.add(() -> Uni.createFrom().nothing());
        return this;
    }

    /** Every call after the script fails with a new exception from {@code error}. */
    ScriptedTransport otherwiseFail(Supplier<? extends Throwable> error) {
        otherwise = () -> Uni.createFrom().failure(error.get());
        return this;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        return Uni.createFrom().deferred(() -> {
            Supplier<Uni<?>> step;
            synchronized (this) {
                calls.add(new Call(request, clock.nanoTime()));
                step = script.isEmpty() ? otherwise : script.poll();
            }
            return (Uni<R>) step.get();
        }).onCancellation().invoke(cancelled::incrementAndGet);
    }

    synchronized List<Call> calls() {
        return List.copyOf(calls);
    }

    synchronized int callCount() {
        return calls.size();
    }

    /** @return how many calls were cancelled while in flight */
    int cancelledCalls() {
        return cancelled.get();
    }
}
