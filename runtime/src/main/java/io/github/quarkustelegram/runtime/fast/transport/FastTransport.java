package io.github.quarkustelegram.runtime.fast.transport;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.nio.channels.ClosedByInterruptException;
import java.time.Duration;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.github.quarkustelegram.runtime.fast.http.BlockingHttpClient;
import io.github.quarkustelegram.runtime.fast.http.DeadlinePassedException;
import io.github.quarkustelegram.runtime.fast.http.EventLoopHttpClient;
import io.github.quarkustelegram.runtime.fast.http.HttpRequestHead;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.github.quarkustelegram.runtime.transport.TransportCore;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.EventLoopGroup;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.vertx.core.Vertx;

/**
 * The fast path's transport: each request, head and JSON body, is written by a {@link FastRequestEncoder} and an
 * {@link HttpRequestHead} into one pooled direct Netty buffer ({@link BodyWriter}), sent without a copy, and its
 * answer decoded in place.
 *
 * <ul>
 * <li>Reactive calls ({@link #execute}) go through an {@link EventLoopHttpClient} on the Vert.x instance's event
 * loops; blocking calls ({@link #call}) to a plain-HTTP server (a local Bot API server) run on the caller's thread
 * through a {@link BlockingHttpClient}, without handing over to an event loop and back. Over TLS, blocking calls wait
 * for the reactive path: encryption and a network round trip dwarf the hand-over.</li>
 * <li>Everything else is the {@link TransportCore}'s, as for the REST client transport: the URL, the deadline (the
 * read timeout from the start of the call, plus a getUpdates long poll's {@code timeout}), the failures, the token
 * redacted from every message.</li>
 * <li>A request the encoder refuses (it uploads a file) goes to the {@code multipart} transport: the REST client
 * one, which streams uploads.</li>
 * <li>Cancelling the {@link Uni} (a timeout does) closes the call's connection; an interrupt of a blocking caller
 * does too, and throws a {@link java.util.concurrent.CancellationException}.</li>
 * </ul>
 * Thread-safe. Closing it closes its connections, not the Vert.x instance it was given.
 */
public final class FastTransport implements TelegramTransport, AutoCloseable {

    /** The largest answer body read: far above the largest getUpdates answer (100 updates). */
    static final int MAX_ANSWER_BYTES = 64 * 1024 * 1024;

    private final TransportCore core;
    private final TelegramTransport multipart;
    private final BodyWriter bodies;
    private final HttpRequestHead head;
    private final EventLoopGroup loops;
    private final EventLoopHttpClient reactive;
    private final @Nullable BlockingHttpClient blocking;

    /**
     * @param vertx the Vert.x whose event loops carry the reactive calls (the application's in Quarkus); not closed
     *        by this transport
     * @param endpoint where the calls go
     * @param options timeouts and connection pool (each client keeps up to {@link HttpOptions#maxConnections()})
     * @param encoder writes the JSON bodies
     * @param multipart carries the requests the encoder refuses (uploads)
     */
    public FastTransport(Vertx vertx, BotApiEndpoint endpoint, HttpOptions options, FastRequestEncoder encoder,
            TelegramTransport multipart) {
        this(vertx, endpoint, options, encoder, multipart, PooledByteBufAllocator.DEFAULT);
    }

    /** As the public constructor, with the allocator of the requests: tests give one that keeps track of them. */
    FastTransport(Vertx vertx, BotApiEndpoint endpoint, HttpOptions options, FastRequestEncoder encoder,
            TelegramTransport multipart, ByteBufAllocator allocator) {
        Objects.requireNonNull(vertx, "vertx");
        Objects.requireNonNull(encoder, "encoder");
        this.multipart = Objects.requireNonNull(multipart, "multipart");
        this.core = new TransportCore(endpoint, options);
        this.bodies = new BodyWriter(allocator, encoder);
        URI prefix = URI.create(endpoint.methodUrl(""));
        boolean tls = "https".equalsIgnoreCase(prefix.getScheme());
        String host = prefix.getHost();
        int port = prefix.getPort() > 0 ? prefix.getPort() : tls ? 443 : 80;
        this.head = new HttpRequestHead(prefix.getPort() > 0 ? host + ":" + port : host, prefix.getRawPath());
        String address = host.startsWith("[") ? host.substring(1, host.length() - 1) : host; // an IPv6 literal
        this.loops = vertx.nettyEventLoopGroup();
        this.reactive = new EventLoopHttpClient(loops, address, port, tls, options.connectTimeout(),
                options.maxConnections(), MAX_ANSWER_BYTES);
        this.blocking = tls ? null
                : new BlockingHttpClient(address, port, options.connectTimeout(), options.maxConnections(),
                        MAX_ANSWER_BYTES, core.timer());
    }

    /** @return where the calls go */
    public BotApiEndpoint endpoint() {
        return core.endpoint();
    }

    /** @return the timeouts and pool size */
    public HttpOptions options() {
        return core.options();
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        return Uni.createFrom().emitter(emitter -> send(request, emitter));
    }

    private <R> void send(TelegramRequest<R> request, UniEmitter<? super R> emitter) {
        core.checkOpen();
        ByteBuf http = bodies.writeRequest(request, head);
        if (http == null) {
            Cancellable upload = multipart.execute(request).subscribe().with(emitter::complete, emitter::fail);
            emitter.onTermination(upload::cancel);
            return;
        }
        PendingCall<R> call = new PendingCall<>(core, request, core.deadline(request, 0), emitter, loops);
        if (!call.start()) {
            http.release(); // the subscriber left before anything was sent
            return;
        }
        reactive.send(call, http);
    }

    /**
     * Waits for the call on this thread: over plain HTTP the exchange itself runs here; over TLS it waits for
     * {@link #execute}.
     */
    @Override
    public <R> R call(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        if (blocking == null) {
            return TelegramTransport.super.call(request);
        }
        String method = request.methodName();
        BlockingCall.refuseToBlockIfForbidden(method);
        core.checkOpen();
        ByteBuf http = bodies.writeRequest(request, head);
        if (http == null) {
            return multipart.call(request);
        }
        Duration deadline = core.deadline(request, 0);
        try {
            return blocking.exchange(http, deadline,
                    (status, retryAfter, body) -> core.decode(request, status, retryAfter, body));
        } catch (DeadlinePassedException e) {
            throw core.timeout(method, deadline, e.maybeSent());
        } catch (ClosedByInterruptException | InterruptedIOException e) {
            throw BlockingCall.cancelled(method, e);
        } catch (IOException e) {
            throw BlockingCall.unchecked(core.failure(method, e));
        } catch (IllegalStateException e) {
            throw core.isClosed() ? new IllegalStateException(method + ": the Telegram client is closed") : e;
        }
    }

    /** Closes the connections; calls made afterwards fail. Idempotent. */
    @Override
    public void close() {
        core.close();
        reactive.close();
        if (blocking != null) {
            blocking.close();
        }
    }

    @Override
    public String toString() {
        return "FastTransport[" + core.endpoint() + "]";
    }
}
