package io.github.quarkustelegram.transport;

import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Uni;

/**
 * Goes around every Bot API call, blocking or reactive, through one method: a CDI bean of this type is placed in the
 * chain the extension builds ({@code TelegramBot}, {@code ReactiveTelegramBot}, the injectable {@code TelegramTransport},
 * and the long poller's calls), beside the extension's own decorators, without replacing any bean.
 *
 * <pre>
 * &#64;Singleton
 * &#64;Priority(TransportDecorator.LOGGING + 10)
 * public class AuditLog implements TransportDecorator {
 *     &#64;Override
 *     public &lt;R&gt; Uni&lt;R&gt; intercept(TelegramRequest&lt;R&gt; request, Chain chain) {
 *         long start = System.nanoTime();
 *         return chain.proceed(request).onItemOrFailure().invoke((result, failure) -&gt; audit(request, failure, start));
 *     }
 * }
 * </pre>
 *
 * <p>
 * {@link #intercept} is the only path: a blocking {@code TelegramBot} call goes through it as a reactive one does
 * (as OkHttp's one {@code Interceptor} serves its synchronous and asynchronous calls). It is called when the call
 * starts (when the returned {@link Uni} of a reactive call is subscribed, at once for a blocking call), and again for
 * each attempt when it sits inside retry; what it returns is subscribed once. For a blocking call the whole chain runs
 * on the caller's thread as long as no decorator moves it elsewhere (a retry's wait does), and the exchange with
 * Telegram itself always does: the fast transport's blocking exchange stays on the caller's thread, however the chain
 * got there ({@link Chain#blocking()}).
 *
 * <p>
 * Where it goes is its {@code @jakarta.annotation.Priority}: lower is outer, as with CDI interceptors; a bean without
 * one has priority 0, the outermost. The built-in decorators sit at the priorities below, so that a decorator at
 * {@code 350} sees each call once (inside logging, outside retry), one at {@code 450} sees each attempt, and one above
 * {@link #FLOOD_CONTROL} sees each attempt when it leaves for Telegram, after any flood-control wait:
 *
 * <pre>
 * TRACING (100) -> METRICS (200) -> LOGGING (300) -> RETRY (400) -> FLOOD_CONTROL (500) -> the HTTP transport
 * </pre>
 *
 * Outside CDI, {@code TelegramClient.builder().decorator(priority, decorator)} does the same. Implementations are
 * shared by every call at once: thread-safe.
 */
public interface TransportDecorator {

    /** The built-in tracing's priority (with {@code quarkus-opentelemetry}): a span per call, retries included. */
    int TRACING = 100;
    /** The built-in metrics' priority (with {@code quarkus-micrometer}): each call's outcome and duration. */
    int METRICS = 200;
    /** The built-in logging's priority: a DEBUG line per call. */
    int LOGGING = 300;
    /** The built-in retry's priority: what is inside it sees each attempt. */
    int RETRY = 400;
    /** The built-in flood control's priority: what is inside it sees each attempt once it may go. */
    int FLOOD_CONTROL = 500;

    /**
     * @param request the request, as the decorator outside this one passed it on
     * @param chain the rest of the chain, the HTTP transport last
     * @param <R> the request's result type
     * @return the call: usually {@code chain.proceed(request)} with something around it; lazy, as
     *         {@link io.github.quarkustelegram.transport.TelegramTransport#execute} is
     */
    <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain);

    /** The decorators inside this one, then the transport. */
    interface Chain {

        /**
         * @param request the request to send on: the one given, or another of the same result type
         * @param <R> its result type
         * @return the rest of the chain's call, lazy: sent when subscribed, again at each subscription
         */
        <R> Uni<R> proceed(TelegramRequest<R> request);

        /**
         * @return whether a thread waits for this call ({@code TelegramBot}): the exchange with Telegram runs on that
         *         thread, and a decorator may do its own blocking work (reading a stream, say) when it runs there
         *         (an outermost decorator always does)
         */
        boolean blocking();
    }
}
