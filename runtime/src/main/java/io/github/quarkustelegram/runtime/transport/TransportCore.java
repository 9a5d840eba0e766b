package io.github.quarkustelegram.runtime.transport;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.smallrye.mutiny.Uni;

/**
 * What every transport does the same way, whatever moves its bytes: where a call goes ({@link BotApiEndpoint}), how
 * long it may take and how that deadline is kept (on the {@link TimerWheel}), how an answer becomes a result or an
 * exception ({@link ResponseDecoder}), what a failure of the HTTP client means ({@link NetworkFailures}), that no
 * message carries the token ({@link TokenRedactor}), and whether the transport is still open.
 *
 * <p>
 * A transport owns one core and closes it when it closes. Thread-safe.
 */
public final class TransportCore implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(TransportCore.class);
    /** The least upload rate a call's deadline allows for: 128 KiB/s (about 1 Mbit/s). */
    public static final long UPLOAD_BYTES_PER_SECOND = 128 * 1024;

    private final BotApiEndpoint endpoint;
    private final HttpOptions options;
    private final TokenRedactor redactor;
    private final ResponseDecoder decoder;
    private final TimerWheel timer;
    private volatile boolean closed;

    /**
     * @param endpoint where the calls go
     * @param options timeouts and connection pool
     */
    public TransportCore(BotApiEndpoint endpoint, HttpOptions options) {
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.options = Objects.requireNonNull(options, "options");
        this.redactor = endpoint.redactor();
        this.decoder = ResponseDecoder.of(redactor);
        this.timer = TimerWheel.open();
    }

    /** @return where the calls go */
    public BotApiEndpoint endpoint() {
        return endpoint;
    }

    /** @return the timeouts and pool size */
    public HttpOptions options() {
        return options;
    }

    /** @return the redactor of the token */
    public TokenRedactor redactor() {
        return redactor;
    }

    /** @return this transport's share of the timer wheel, which keeps the deadlines of its calls in flight */
    public TimerWheel timer() {
        return timer;
    }

    /**
     * How long a call may take before it fails as a timeout: the read timeout, plus a getUpdates long poll's own
     * timeout, plus time to upload its files ({@value #UPLOAD_BYTES_PER_SECOND} bytes a second at least).
     *
     * @param request the request
     * @param uploadBytes how many bytes of files it uploads
     * @return the deadline, from the start of the call
     */
    public Duration deadline(TelegramRequest<?> request, long uploadBytes) {
        return options.readTimeout().plus(LongPolls.wait(request))
                .plusMillis(uploadBytes * 1000 / UPLOAD_BYTES_PER_SECOND);
    }

    /**
     * @param method the method called
     * @param deadline the deadline that passed
     * @param maybeSent false when the request certainly never left (it was still waiting for a connection)
     * @return the exception a call fails with when its deadline passes
     */
    public TelegramNetworkException timeout(String method, Duration deadline, boolean maybeSent) {
        return new TelegramNetworkException(method, "no answer within " + describe(deadline)
                + (maybeSent ? " (the request may have reached Telegram)"
                        : " (the request was not sent: no connection was free)"),
                maybeSent, true, null);
    }

    /**
     * Decodes an answer; see {@link ResponseDecoder#decode(TelegramRequest, int, String, ByteBuffer)}.
     *
     * @param request the request answered
     * @param status the HTTP status
     * @param retryAfter the {@code Retry-After} header, or null
     * @param body the body, between its position and its limit
     * @param <R> the result type
     * @return the result
     */
    public <R> R decode(TelegramRequest<R> request, int status, @Nullable String retryAfter, ByteBuffer body) {
        return decoder.decode(request, status, retryAfter, body);
    }

    /** @return the decoder of answers */
    public ResponseDecoder decoder() {
        return decoder;
    }

    /**
     * What a call fails with when its HTTP client failed: a {@link TelegramNetworkException} for a network failure,
     * an {@link IllegalStateException} once the transport is closed, else the failure itself with the token
     * redacted.
     *
     * @param method the method called
     * @param failure what the HTTP client failed with
     * @return the exception to fail the call with
     */
    public Throwable failure(String method, Throwable failure) {
        Throwable cause = NetworkFailures.unwrap(failure);
        if (closed && !(cause instanceof io.github.quarkustelegram.error.TelegramException)) {
            return new IllegalStateException(method + ": the Telegram client is closed");
        }
        Throwable network = NetworkFailures.classify(method, failure, redactor);
        if (network != null) {
            return network;
        }
        if (cause instanceof IllegalStateException && "Client is closed".equals(cause.getMessage())) {
            return new IllegalStateException(method + ": the Telegram client is closed");
        }
        LOG.debugf("%s: unexpected failure of the HTTP client: %s", method, redactor.redact(cause.toString()));
        return redactor.redact(cause);
    }

    /**
     * A call that fails when its deadline passes first: {@link TimerWheel#withDeadline}.
     *
     * @param call the call
     * @param deadline how long it may take
     * @param timeout the failure then; the call is cancelled
     * @param <T> its item
     * @return the call with its deadline
     */
    public <T> Uni<T> withDeadline(Uni<T> call, Duration deadline, Supplier<? extends Throwable> timeout) {
        return timer.withDeadline(call, deadline, timeout);
    }

    /** @throws IllegalStateException when the transport is closed */
    public void checkOpen() {
        if (closed) {
            throw new IllegalStateException("The Telegram client is closed");
        }
    }

    /** @return whether the transport is closed */
    public boolean isClosed() {
        return closed;
    }

    /** Marks the transport closed and lets go of the deadline timer. Idempotent. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            timer.close();
        }
    }

    private static String describe(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }
}
