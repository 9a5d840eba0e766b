/**
 * The machinery behind the public hooks ({@code io.github.quarkustelegram.hooks}): the ordered beans collected once,
 * the observers of one update combined, and {@link io.github.quarkustelegram.runtime.hooks.CallEvents}, what the
 * built-in retry and flood control tell the telemetry about the inside of a call.
 */
@NullMarked
package io.github.quarkustelegram.runtime.hooks;

import org.jspecify.annotations.NullMarked;
