/**
 * The dispatcher: routing, per-chat ordering, middleware, error hook, conversations, and the annotated handlers the
 * build found. Internal: applications use {@code io.github.quarkustelegram.dispatch}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.NullMarked;
