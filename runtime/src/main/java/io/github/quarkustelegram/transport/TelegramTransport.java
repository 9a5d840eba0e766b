package io.github.quarkustelegram.transport;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.smallrye.mutiny.Uni;

/**
 * Sends one Bot API request and yields its typed result. The only thing a transport knows is how to move a
 * request to Telegram and a response back: retry, flood control and logging are decorators
 * ({@link io.github.quarkustelegram.transport.TransportDecorator}) in a chain over any transport alike.
 *
 * <p>
 * Contract for implementations and decorators:
 * <ul>
 * <li>The returned {@link Uni} is lazy: nothing is sent before it is subscribed, and each subscription sends
 * the request again (retry relies on this).</li>
 * <li>It fails with an {@link io.github.quarkustelegram.error.TelegramException}: an
 * {@link io.github.quarkustelegram.error.TelegramApiException} subclass for {@code "ok": false} answers
 * (whatever the HTTP status), {@link io.github.quarkustelegram.error.TelegramNetworkException} when no answer
 * came, {@link io.github.quarkustelegram.error.TelegramResponseException} when the answer could not be
 * read.</li>
 * <li>Cancelling the subscription abandons the call (the connection or request is released).</li>
 * <li>No message, log line or exception it produces contains the bot token.</li>
 * </ul>
 */
public interface TelegramTransport {

    /**
     * @param request the request
     * @param <R> its result type
     * @return the call, lazy: sent when subscribed, again at each subscription
     */
    <R> Uni<R> execute(TelegramRequest<R> request);

    /**
     * Sends the request and waits for its result on this thread: what the blocking {@code TelegramBot} calls. The
     * default waits for {@link #execute}; a transport that can do the exchange on the caller's thread does it there
     * (the fast one does). The decorated chain runs its decorators' one hook for both, and ends in this method of its
     * transport on the caller's thread.
     *
     * <p>
     * It throws the call's own {@link io.github.quarkustelegram.error.TelegramException}, refuses (with an
     * {@link IllegalStateException}) to block a thread that must not block, such as an event loop, and turns an
     * interrupt into a {@link java.util.concurrent.CancellationException} that cancels the call and keeps the
     * thread's interrupt flag.
     *
     * @param request the request
     * @param <R> its result type
     * @return the result
     */
    default <R> R call(TelegramRequest<R> request) {
        return BlockingCall.await(execute(request), request.methodName());
    }
}
