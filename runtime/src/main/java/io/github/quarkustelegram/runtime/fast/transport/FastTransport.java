package io.github.quarkustelegram.runtime.fast.transport;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.LongPolls;
import io.github.quarkustelegram.runtime.transport.NetworkFailures;
import io.github.quarkustelegram.runtime.transport.ResponseDecoder;
import io.github.quarkustelegram.runtime.transport.RestClientTransport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.TokenRedactor;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

/**
 * The fast path's transport: each request is written by a {@link FastRequestEncoder} straight into a pooled direct
 * Netty buffer, which a Vert.x {@link HttpClient} (HTTP/1.1, keep-alive, a pool of
 * {@link HttpOptions#maxConnections()} connections) sends as the body without a copy; the answer is decoded from the
 * received buffer by {@link ResponseDecoder}, without building a String.
 *
 * <ul>
 * <li>Same calls as {@link io.github.quarkustelegram.runtime.transport.RestClientTransport}: a POST of JSON to
 * {@link BotApiEndpoint#methodUrl}, test environment included; same deadline (the read timeout from the start of the
 * call, plus a getUpdates long poll's {@code timeout}); same failures ({@link ResponseDecoder},
 * {@link NetworkFailures}), with the token redacted from every message.</li>
 * <li>A request the encoder refuses (it uploads a file) goes to the {@code multipart} transport: the REST client
 * one, which streams uploads.</li>
 * <li>Buffers: each call takes one from {@link PooledByteBufAllocator} (first sized after the last body of its
 * method: {@link BodyWriter}) and gives it back exactly once: when Netty
 * has written it, or, if it was never handed to Vert.x, when the call fails or is cancelled first
 * ({@link FastExchange}).</li>
 * <li>Cancelling the {@link Uni} (a timeout does) resets the HTTP request, which closes its connection.</li>
 * </ul>
 * Thread-safe. Closing it closes its HTTP client, not the Vert.x instance it was given.
 */
public final class FastTransport implements TelegramTransport, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(FastTransport.class);
    /** How much later than the deadline Vert.x's idle timeout fires, should the deadline fail to. */
    private static final Duration BACKSTOP = Duration.ofSeconds(30);

    private final BotApiEndpoint endpoint;
    private final HttpOptions options;
    private final TelegramTransport multipart;
    private final BodyWriter bodies;
    private final ResponseDecoder decoder;
    private final TokenRedactor redactor;
    private final HttpClient client;
    private final String host;
    private final int port;
    private final boolean ssl;
    /** The request path up to the method name: {@code [base path]/bot<token>/[test/]}. Never shown. */
    private final String pathPrefix;
    private volatile boolean closed;

    /**
     * @param vertx the Vert.x whose HTTP client sends the calls (the application's in Quarkus); not closed by this
     *     transport
     * @param endpoint where the calls go
     * @param options timeouts and connection pool
     * @param encoder writes the JSON bodies
     * @param multipart carries the requests the encoder refuses (uploads)
     */
    public FastTransport(Vertx vertx, BotApiEndpoint endpoint, HttpOptions options, FastRequestEncoder encoder,
            TelegramTransport multipart) {
        this(vertx, endpoint, options, encoder, multipart, PooledByteBufAllocator.DEFAULT);
    }

    /** As the public constructor, with the allocator of the bodies: tests give one that keeps track of them. */
    FastTransport(Vertx vertx, BotApiEndpoint endpoint, HttpOptions options, FastRequestEncoder encoder,
            TelegramTransport multipart, ByteBufAllocator allocator) {
        Objects.requireNonNull(vertx, "vertx");
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.options = Objects.requireNonNull(options, "options");
        Objects.requireNonNull(encoder, "encoder");
        this.multipart = Objects.requireNonNull(multipart, "multipart");
        this.bodies = new BodyWriter(allocator, encoder);
        this.redactor = endpoint.redactor();
        this.decoder = ResponseDecoder.of(redactor);
        URI prefix = URI.create(endpoint.methodUrl(""));
        this.ssl = "https".equalsIgnoreCase(prefix.getScheme());
        this.host = prefix.getHost();
        this.port = prefix.getPort() > 0 ? prefix.getPort() : ssl ? 443 : 80;
        this.pathPrefix = prefix.getRawPath();
        HttpClientOptions http = new HttpClientOptions()
                .setProtocolVersion(HttpVersion.HTTP_1_1)
                .setKeepAlive(true)
                .setConnectTimeout((int) Math.min(Integer.MAX_VALUE, options.connectTimeout().toMillis()))
                .setSsl(ssl)
                .setForceSni(ssl) // name the host in the TLS handshake (SNI): Vert.x 4 sends it only when asked
                .setDefaultHost(host)
                .setDefaultPort(port)
                .setDecompressionSupported(false);
        this.client = vertx.createHttpClient(http, new PoolOptions().setHttp1MaxSize(options.maxConnections()));
        // a connection's failure (a reset) reaches the call on it; unhandled, Vert.x would also log it as an ERROR
        client.connectionHandler(connection -> connection.exceptionHandler(failure -> LOG.debugf(
                "A connection to the Bot API server failed: %s", redactor.redact(failure.toString()))));
    }

    /** @return where the calls go */
    public BotApiEndpoint endpoint() {
        return endpoint;
    }

    /** @return the timeouts and pool size */
    public HttpOptions options() {
        return options;
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        return Uni.createFrom().deferred(() -> send(request));
    }

    private <R> Uni<R> send(TelegramRequest<R> request) {
        checkOpen();
        ByteBuf body = bodies.write(request);
        if (body == null) {
            return multipart.execute(request);
        }
        String method = request.methodName();
        Duration deadline = options.readTimeout().plus(LongPolls.wait(request));
        FastExchange<R> exchange = new FastExchange<>(client, requestOptions(method, deadline), body, request,
                decoder);
        return Uni.createFrom().<R> emitter(exchange::start)
                .ifNoItem().after(deadline).failWith(() -> timeout(method, deadline))
                .onFailure(t -> !(t instanceof TelegramException)).transform(t -> failure(method, t));
    }

    /**
     * The request's target and headers. Vert.x's own idle timeout is only a backstop behind the deadline this
     * transport enforces: its exception quotes the path, and so the token.
     */
    private RequestOptions requestOptions(String method, Duration deadline) {
        return new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setHost(host)
                .setPort(port)
                .setSsl(ssl)
                .setURI(pathPrefix + method)
                .setIdleTimeout(deadline.plus(BACKSTOP).toMillis())
                .setFollowRedirects(false)
                .putHeader("Content-Type", "application/json")
                .putHeader("Accept", "application/json")
                .putHeader("User-Agent", "quarkus-telegram");
    }

    private static TelegramNetworkException timeout(String method, Duration deadline) {
        return new TelegramNetworkException(method, "no answer within " + describe(deadline)
                + " (the request may have reached Telegram)", true, true, null);
    }

    private static String describe(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }

    private Throwable failure(String method, Throwable failure) {
        Throwable network = NetworkFailures.classify(method, failure, redactor);
        if (network != null) {
            return network;
        }
        Throwable cause = NetworkFailures.unwrap(failure);
        if (closed && cause instanceof IllegalStateException) {
            return new IllegalStateException(method + ": the Telegram client is closed");
        }
        LOG.debugf("%s: unexpected failure of the HTTP client: %s", method, redactor.redact(cause.toString()));
        return redactor.redact(cause);
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("The Telegram client is closed");
        }
    }

    /** Closes the HTTP client and its connections; calls made afterwards fail. Idempotent. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            client.close();
        }
    }

    @Override
    public String toString() {
        return "FastTransport[" + endpoint + "]";
    }
}
