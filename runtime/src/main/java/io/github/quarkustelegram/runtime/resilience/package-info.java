/**
 * The decorators {@code TelegramClient} puts in every chain: logging
 * ({@link io.github.quarkustelegram.runtime.resilience.LoggingDecorator}), retry and flood control, and the
 * {@link io.github.quarkustelegram.transport.CallListener}s they tell
 * about the inside of a call. They depend on no CDI, dispatch or receiver code, so that the client layer (the root
 * package's {@code TelegramClient}) can build them without a loop; the capability-gated telemetry decorators are in
 * {@code runtime.telemetry}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.resilience;

import org.jspecify.annotations.NullMarked;
