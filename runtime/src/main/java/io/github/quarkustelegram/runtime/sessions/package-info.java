/**
 * The sessions' engine: the JSON codec, the keys, the holders, the in-memory store, and what an annotated handler's
 * session parameters load before it runs and save after. Internal; the public face is
 * {@code io.github.quarkustelegram.sessions}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.sessions;

import org.jspecify.annotations.NullMarked;
