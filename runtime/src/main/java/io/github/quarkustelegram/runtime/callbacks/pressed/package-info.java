/**
 * Reading a pressed button's typed callback data for a handler, with the answer the user sees when it cannot be read.
 * Internal: a package of its own because it names the public {@code callbacks} package, which names the engine.
 */
@NullMarked
package io.github.quarkustelegram.runtime.callbacks.pressed;

import org.jspecify.annotations.NullMarked;
