package io.github.quarkustelegram.hooks;

import io.github.quarkustelegram.transport.TelegramTransport;

/**
 * Wraps the transport that every Bot API call goes through: a CDI bean of this type is applied to the chain the
 * extension builds ({@code TelegramBot}, {@code ReactiveTelegramBot}, the injectable {@code TelegramTransport}, and
 * the long poller's own client), beside the extension's own decorators, without replacing any bean.
 *
 * <p>
 * Where it goes is its {@code @jakarta.annotation.Priority}: lower is outer, as with CDI interceptors; a bean
 * without one has priority 0, the outermost. The built-in decorators sit at the priorities below, so that a decorator
 * at {@code 350} sees each call once (inside logging, outside retry), one at {@code 450} sees each attempt, and one
 * above {@link #FLOOD_CONTROL} sees each attempt when it leaves for Telegram, after any flood-control wait:
 *
 * <pre>
 * TRACING (100) -> METRICS (200) -> LOGGING (300) -> RETRY (400) -> FLOOD_CONTROL (500) -> the HTTP transport
 * </pre>
 *
 * <p>
 * {@link #decorate} is called once per client when the chain is built, never per call; most decorators extend
 * {@link io.github.quarkustelegram.transport.ForwardingTransport} and implement both {@code execute} (the reactive
 * call, lazy) and {@code call} (the blocking one). Outside CDI, {@code TelegramClient.builder().decorator(priority,
 * decorator)} does the same.
 */
@FunctionalInterface
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
     * @param next the rest of the chain, the HTTP transport last
     * @return the transport to use instead of {@code next}: usually one that forwards to it
     */
    TelegramTransport decorate(TelegramTransport next);
}
