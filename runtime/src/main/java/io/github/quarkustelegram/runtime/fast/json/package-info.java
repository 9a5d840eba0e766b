/**
 * The fast path's request encoding: {@link io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder}
 * writes a request's JSON with Chronicle Bytes straight into a Netty buffer, through writers generated per request
 * type ({@code io.github.quarkustelegram.runtime.fast.generated}). Internal: applications use the fast transport,
 * not these classes.
 */
@NullMarked
package io.github.quarkustelegram.runtime.fast.json;

import org.jspecify.annotations.NullMarked;
