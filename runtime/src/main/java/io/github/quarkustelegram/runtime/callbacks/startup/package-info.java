/**
 * The Quarkus glue of typed callback data: the records the build found are made known at start-up, and a
 * {@code CallbackDataStore} bean replaces the in-memory store. Internal.
 */
@NullMarked
package io.github.quarkustelegram.runtime.callbacks.startup;

import org.jspecify.annotations.NullMarked;
