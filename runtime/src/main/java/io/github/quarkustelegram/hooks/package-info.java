/**
 * Hooks into every call and every update, for an application's own cross-cutting code (an audit log, a metric of its
 * own, a tenant in the MDC) without replacing the extension's beans:
 * <ul>
 * <li>{@link io.github.quarkustelegram.transport.TransportDecorator} (with the call path, in {@code transport}): goes
 * around every Bot API call, and {@link io.github.quarkustelegram.transport.CallListener}: told of its retries and
 * flood-control waits;</li>
 * <li>{@link io.github.quarkustelegram.hooks.UpdateListener}: observes each update from its arrival at the dispatcher
 * to the end of its handling, and may make a context of its own current while it is handled.</li>
 * </ul>
 * Both are CDI beans ordered by {@code @jakarta.annotation.Priority}, lowest first (outermost); the extension's own
 * logging, retry, flood control, metrics and tracing are placed the same way, at the priorities
 * {@link io.github.quarkustelegram.transport.TransportDecorator} names.
 */
@NullMarked
package io.github.quarkustelegram.hooks;

import org.jspecify.annotations.NullMarked;
