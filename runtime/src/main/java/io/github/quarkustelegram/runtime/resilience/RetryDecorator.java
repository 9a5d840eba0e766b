package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.DoubleSupplier;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetriesExhausted;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Context;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.ContextSupport;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;

/**
 * Repeats a failed call when Telegram, or the way to it, may do better next time, as a {@link RetryPolicy} says.
 *
 * <ul>
 * <li><b>429 Too Many Requests</b>: waits {@code retry_after} in full (never less), whether it came with an HTTP
 * 429 or inside an {@code "ok": false} body; a {@code retry_after} above {@link RetryPolicy#maxRetryAfter()} gives
 * up at once. A 429 without {@code retry_after} waits the backoff.</li>
 * <li><b>5xx</b> and <b>network errors</b>: exponential backoff with full jitter.</li>
 * <li>A failure after which the request <b>may have reached Telegram</b>: any 5xx (Telegram may have sent the
 * message before failing; a gateway's 502 or 504 says the server behind it did not answer, not that it did
 * nothing), a network error after the body may have been written, a timeout: only for
 * {@linkplain MethodIdempotency idempotent} methods, unless {@link RetryPolicy#retryNonIdempotent()}. A message
 * sent twice is worse than an error.</li>
 * <li><b>Never</b>: 400, 401, 403, 404, 409 and every other error code below 500, an answer that could not be read,
 * and any exception that is not a Bot API error.</li>
 * </ul>
 *
 * Bounded by {@link RetryPolicy#maxAttempts()} and {@link RetryPolicy#maxTotalTime()}. When it gives up, the call
 * fails with the last attempt's own exception, with a {@link RetriesExhausted} attached as a suppressed exception
 * saying how many attempts were made and why no more. Waiting is a timer of the {@link ResilienceScheduler}; no
 * thread is blocked. Cancelling the returned {@link Uni} cancels the attempt in flight or the pending wait, and no
 * further attempt starts.
 */
public final class RetryDecorator implements TransportDecorator {

    private static final Logger LOG = Logger.getLogger(RetryDecorator.class);
    /** The context key of {@link #notRetried()}. */
    private static final String NOT_RETRIED = "quarkus-telegram.not-retried";

    /** How an error is retried. */
    enum Kind {
        /** 429: wait retry_after, then repeat any method. */
        RATE_LIMITED,
        /** Telegram certainly did not act (a connection never made): repeat any method. */
        TRANSIENT,
        /** Telegram may have acted: repeat only idempotent methods, or all with the policy's opt-in. */
        MAY_HAVE_REACHED,
        /** Never repeated. */
        FATAL
    }

    private final RetryPolicy policy;
    private final ResilienceScheduler scheduler;
    private final DoubleSupplier random;
    /** Told of each retry; carries the call's context (a span) to the attempts that start from a timer. */
    private final CallListener events;

    /**
     * @param policy when and how to retry
     * @param scheduler the clock and the timers for the waits between attempts
     */
    public RetryDecorator(RetryPolicy policy, ResilienceScheduler scheduler) {
        this(policy, scheduler, CallListener.NONE);
    }

    /**
     * @param policy when and how to retry
     * @param scheduler the clock and the timers for the waits between attempts
     * @param events told of each retry (metrics, tracing)
     */
    public RetryDecorator(RetryPolicy policy, ResilienceScheduler scheduler, CallListener events) {
        this(policy, scheduler, () -> ThreadLocalRandom.current().nextDouble(), events);
    }

    /** With the jitter's random numbers (in [0, 1)) given, for tests. */
    RetryDecorator(RetryPolicy policy, ResilienceScheduler scheduler, DoubleSupplier random) {
        this(policy, scheduler, random, CallListener.NONE);
    }

    private RetryDecorator(RetryPolicy policy, ResilienceScheduler scheduler, DoubleSupplier random,
            CallListener events) {
        this.events = Objects.requireNonNull(events, "events");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.random = Objects.requireNonNull(random, "random");
    }

    /**
     * A getUpdates whose caller is its retry layer (the long poller): made once by this decorator, its caller decides
     * what follows a failure. Marked in the call's Mutiny context, which the chain carries to this decorator.
     *
     * @param call the getUpdates call
     * @param <T> its result type
     * @return the same call, not retried
     */
    public static <T> Uni<T> notRetried(Uni<T> call) {
        return Uni.createFrom().emitter(emitter -> {
            Cancellable running = call.subscribe().with(Context.of(NOT_RETRIED, Boolean.TRUE), emitter::complete,
                    emitter::fail);
            emitter.onTermination(running::cancel);
        });
    }

    /** @return the policy this decorator retries by */
    public RetryPolicy policy() {
        return policy;
    }

    @Override
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        if (!policy.retries()) {
            return chain.proceed(request);
        }
        if (request instanceof GetUpdates) {
            return Uni.createFrom().context(context -> context.contains(NOT_RETRIED) ? chain.proceed(request)
                    : retried(request, chain));
        }
        return retried(request, chain);
    }

    private <R> Uni<R> retried(TelegramRequest<R> request, Chain chain) {
        return Uni.createFrom().emitter(emitter -> new Call<>(request, chain, emitter).start());
    }

    /**
     * What follows a failed attempt: fail with it as it is ({@code stop} and {@code delay} both null: the first
     * attempt's failure is not one to retry), give up ({@code stop}), or wait {@code delay} and try again.
     */
    private record Verdict(RetriesExhausted.@Nullable Reason stop, @Nullable Duration delay) {
    }

    private Verdict judge(TelegramRequest<?> request, Throwable failure, int attempts, Duration elapsed) {
        Kind kind = classify(failure);
        if (kind == Kind.FATAL) {
            return new Verdict(attempts == 1 ? null : RetriesExhausted.Reason.NOT_RETRYABLE, null);
        }
        if (kind == Kind.MAY_HAVE_REACHED && !policy.retryNonIdempotent()
                && !MethodIdempotency.isIdempotent(request)) {
            return new Verdict(RetriesExhausted.Reason.MAY_HAVE_REACHED_TELEGRAM, null);
        }
        if (attempts >= policy.maxAttempts()) {
            return new Verdict(RetriesExhausted.Reason.MAX_ATTEMPTS, null);
        }
        Duration retryAfter = retryAfter(failure);
        Duration delay = kind == Kind.RATE_LIMITED && retryAfter != null ? retryAfter : backoff(attempts);
        if (retryAfter != null && retryAfter.compareTo(delay) > 0) {
            delay = retryAfter; // a 5xx that names a wait: at least that long
        }
        if (retryAfter != null && retryAfter.compareTo(policy.maxRetryAfter()) > 0) {
            return new Verdict(RetriesExhausted.Reason.RETRY_AFTER_TOO_LONG, null);
        }
        if (elapsed.plus(delay).compareTo(policy.maxTotalTime()) > 0) {
            return new Verdict(RetriesExhausted.Reason.MAX_TOTAL_TIME, null);
        }
        return new Verdict(null, delay);
    }

    private Duration backoff(int retry) {
        Duration ceiling = policy.backoff(retry);
        if (!policy.jitter()) {
            return ceiling;
        }
        double r = random.getAsDouble();
        return Duration.ofNanos((long) (ceiling.toNanos() * Math.min(Math.max(r, 0.0), 1.0)));
    }

    private static void remember(ArrayDeque<Throwable> earlier, Throwable failure) {
        if (earlier.size() == RetriesExhausted.MAX_EARLIER_ERRORS) {
            earlier.removeFirst();
        }
        earlier.addLast(failure);
    }

    private void logRetry(TelegramRequest<?> request, int attempts, Throwable failure, Duration delay) {
        events.retrying(request, attempts, failure, delay);
        if (LOG.isDebugEnabled()) {
            LOG.debugf("%s: attempt %d of %d failed (%s), next in %d ms", request.methodName(), attempts,
                    policy.maxAttempts(), failure.getMessage(), delay.toMillis());
        }
    }

    /** The last attempt's failure, with a {@link RetriesExhausted} attached that tells why no more. */
    private static <T extends Throwable> T giveUp(TelegramRequest<?> request, T failure,
            RetriesExhausted.Reason reason, int attempts, Duration elapsed, @Nullable ArrayDeque<Throwable> earlier) {
        RetriesExhausted record = new RetriesExhausted(attempts, elapsed, reason);
        if (earlier != null) {
            for (Throwable e : earlier) {
                if (e != failure) {
                    record.addSuppressed(e);
                }
            }
        }
        failure.addSuppressed(record);
        LOG.debugf("%s: %s", request.methodName(), record.getMessage());
        return failure;
    }

    static Kind classify(Throwable failure) {
        if (failure instanceof TelegramApiException api) {
            return byStatus(api.errorCode());
        }
        if (failure instanceof TelegramNetworkException network) {
            return network.mayHaveReachedTelegram() || network.isTimeout() ? Kind.MAY_HAVE_REACHED : Kind.TRANSIENT;
        }
        if (failure instanceof TelegramResponseException response) {
            // an answer that is not the Bot API's: an HTML error page of a proxy, typically
            int status = response.httpStatus();
            return status == 429 || status >= 500 ? byStatus(status) : Kind.FATAL;
        }
        return Kind.FATAL;
    }

    private static Kind byStatus(int status) {
        if (status == 429) {
            return Kind.RATE_LIMITED;
        }
        // any 5xx: Telegram (or the server behind a gateway) may have acted before it failed to answer
        return status >= 500 && status <= 599 ? Kind.MAY_HAVE_REACHED : Kind.FATAL;
    }

    private static @Nullable Duration retryAfter(Throwable failure) {
        return failure instanceof TelegramApiException api ? api.retryAfter() : null;
    }

    /** The attempts of one call: one runs at a time, the next starts from the timer that ends the wait. */
    private final class Call<R> {

        private final TelegramRequest<R> request;
        private final Chain chain;
        private final UniEmitter<? super R> emitter;
        private final long start = scheduler.nanoTime();
        /** The attempt in flight or the pending wait: what a cancellation must stop. */
        private final AtomicReference<@Nullable Cancellable> current = new AtomicReference<>();
        /** The failed attempts before the last, made at the first retry: most calls never fail. */
        private @Nullable ArrayDeque<Throwable> earlier;
        /** The context the call was subscribed in: current again in each attempt, whatever thread starts it. */
        private final @Nullable Object context = events.capture();
        private volatile boolean terminated;
        /** Written by one attempt's failure, read by the next attempt: ordered through the scheduler. */
        private int attempts;

        Call(TelegramRequest<R> request, Chain chain, UniEmitter<? super R> emitter) {
            this.request = request;
            this.chain = chain;
            this.emitter = emitter;
        }

        void start() {
            emitter.onTermination(this::terminate);
            attempt();
        }

        /** Completion, failure or cancellation of the returned Uni: stop whatever is under way. */
        private void terminate() {
            terminated = true;
            Cancellable c = current.get();
            if (c != null) {
                c.cancel();
            }
        }

        private void attempt() {
            if (terminated) {
                return;
            }
            attempts++;
            try (CallListener.Restored restored = events.restore(context)) {
                subscribeAttempt();
            }
        }

        private void subscribeAttempt() {
            Uni<R> uni;
            try {
                uni = chain.proceed(request);
            } catch (RuntimeException e) {
                failed(e);
                return;
            }
            uni.subscribe().withSubscriber(new Attempt() {
                @Override
                public void onSubscribe(UniSubscription subscription) {
                    current.set(subscription);
                    if (terminated) {
                        subscription.cancel();
                    }
                }

                @Override
                public void onItem(R item) {
                    emitter.complete(item);
                }

                @Override
                public void onFailure(Throwable failure) {
                    failed(failure);
                }
            });
        }

        private void failed(Throwable failure) {
            if (terminated) {
                return;
            }
            Duration elapsed = Duration.ofNanos(scheduler.nanoTime() - start);
            Verdict verdict = judge(request, failure, attempts, elapsed);
            if (verdict.stop == null && verdict.delay == null) {
                emitter.fail(failure);
                return;
            }
            if (verdict.stop != null) {
                emitter.fail(giveUp(request, failure, verdict.stop, attempts, elapsed, earlier));
                return;
            }
            if (earlier == null) {
                earlier = new ArrayDeque<>();
            }
            remember(earlier, failure);
            try (CallListener.Restored restored = events.restore(context)) {
                logRetry(request, attempts, failure, verdict.delay);
            }
            Cancellable previous = current.get();
            Cancellable timer = scheduler.schedule(verdict.delay, this::attempt);
            // the timer may have fired and started the next attempt already: then that attempt is current
            current.compareAndSet(previous, timer);
            if (terminated) {
                timer.cancel();
            }
        }

        /** An attempt's subscriber: in the call's Mutiny context, so that what is inside retry sees it too. */
        private abstract class Attempt implements UniSubscriber<R>, ContextSupport {
            @Override
            public Context context() {
                return emitter.context();
            }
        }
    }
}
