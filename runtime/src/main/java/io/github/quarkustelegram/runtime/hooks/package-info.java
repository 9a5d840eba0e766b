/**
 * The machinery behind the public hooks ({@code io.github.quarkustelegram.hooks}): the ordered beans collected once
 * (the CDI glue), the observers of one update combined. What the built-in retry and flood control tell the telemetry
 * about the inside of a call, {@link io.github.quarkustelegram.transport.CallListener}, is the client layer's
 * and lives with them.
 */
@NullMarked
package io.github.quarkustelegram.runtime.hooks;

import org.jspecify.annotations.NullMarked;
