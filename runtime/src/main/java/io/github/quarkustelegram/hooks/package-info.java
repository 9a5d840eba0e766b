/**
 * Hooks into every call and every update, for an application's own cross-cutting code (an audit log, a metric of its
 * own, a tenant in the MDC) without replacing the extension's beans:
 * <ul>
 * <li>{@link io.github.quarkustelegram.hooks.TransportDecorator}: wraps the transport every Bot API call goes
 * through;</li>
 * <li>{@link io.github.quarkustelegram.hooks.UpdateListener}: observes each update from its arrival at the dispatcher
 * to the end of its handling, and may make a context of its own current while it is handled.</li>
 * </ul>
 * Both are CDI beans ordered by {@code @jakarta.annotation.Priority}, lowest first (outermost); the extension's own
 * logging, retry, flood control, metrics and tracing are placed the same way, at the priorities
 * {@link io.github.quarkustelegram.hooks.TransportDecorator} names.
 */
@NullMarked
package io.github.quarkustelegram.hooks;

import org.jspecify.annotations.NullMarked;
