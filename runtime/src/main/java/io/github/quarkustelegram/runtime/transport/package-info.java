/**
 * The call core every transport shares, whatever moves its bytes:
 * {@link io.github.quarkustelegram.runtime.transport.TransportCore}
 * (where a call goes, its deadline, how an answer or a failure becomes the call's result, open or closed),
 * {@link io.github.quarkustelegram.runtime.transport.PendingCall} (one call in flight, ended exactly once),
 * {@link io.github.quarkustelegram.runtime.transport.ResponseDecoder}, the token's redaction and
 * {@link io.github.quarkustelegram.runtime.transport.BlockingCall}, what the public {@code TelegramTransport.call}
 * waits with. Nothing here imports the public {@code transport} package: it depends on this one, never the reverse.
 * The transports themselves are in {@code runtime.transport.restclient} and {@code runtime.fast.transport}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.transport;

import org.jspecify.annotations.NullMarked;
