package io.github.quarkustelegram.runtime.fast.http;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Objects;

import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslHandler;
import io.netty.util.concurrent.GlobalEventExecutor;

/**
 * The fast path's reactive HTTP/1.1 client, straight on Netty: calls go out on keep-alive connections of the given
 * event loops (in Quarkus, those of its Vert.x), one call per connection at a time, each request written as one
 * buffer ({@link HttpRequestHead} in front of the body), each answer read by {@link HttpResponseParser} and decoded in
 * place, on the connection's event loop.
 *
 * <ul>
 * <li>At most {@code maxConnections} connections; a call beyond waits, in order, for one to come back. Idle
 * connections are reused most recently used first; one the server closed leaves the pool as Netty sees it close.</li>
 * <li>TLS for {@code https}: Netty's {@link SslHandler} on the JDK's provider, with the host name checked and sent
 * (SNI).</li>
 * <li>The call's deadline and cancellation are the {@link PendingCall}'s; ending a call first closes its
 * connection.</li>
 * </ul>
 * The host name is resolved when a connection opens, by the JDK's resolver (and its cache). Thread-safe. Closing it
 * closes its connections (their calls fail), not the event loops.
 */
public final class EventLoopHttpClient implements AutoCloseable {

    private final String host;
    private final int port;
    private final int maxConnections;
    private final int maxAnswerBytes;
    private final Bootstrap bootstrap;
    private final @Nullable SslContext ssl;
    private final ChannelGroup channels = new DefaultChannelGroup("quarkus-telegram", GlobalEventExecutor.INSTANCE);

    private final Object lock = new Object();
    // guarded by lock
    private final ArrayDeque<EventLoopConnection> idle = new ArrayDeque<>();
    private final ArrayDeque<EventLoopExchange> waiting = new ArrayDeque<>();
    private int open;
    private boolean closed;

    /**
     * @param group the event loops the connections run on (not closed by this client)
     * @param host the server's host
     * @param port its port
     * @param tls whether to speak TLS
     * @param connectTimeout how long opening a connection may take
     * @param maxConnections the most connections open at once
     * @param maxAnswerBytes the largest answer body accepted
     */
    public EventLoopHttpClient(EventLoopGroup group, String host, int port, boolean tls, Duration connectTimeout,
            int maxConnections, int maxAnswerBytes) {
        Objects.requireNonNull(group, "group");
        this.host = Objects.requireNonNull(host, "host");
        this.port = port;
        this.maxConnections = maxConnections;
        this.maxAnswerBytes = maxAnswerBytes;
        this.ssl = tls ? sslContext() : null;
        this.bootstrap = new Bootstrap()
                .group(group)
                .channel(SocketChannels.forGroup(group))
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.SO_KEEPALIVE, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS,
                        (int) Math.min(Integer.MAX_VALUE, Math.max(1, connectTimeout.toMillis())))
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel channel) {
                        if (ssl != null) {
                            channel.pipeline().addLast(sslHandler(channel));
                        }
                        channel.pipeline().addLast(new EventLoopConnection(EventLoopHttpClient.this, maxAnswerBytes));
                    }
                });
    }

    /**
     * Sends a request for a call: on an idle connection, a new one, or the first to come back.
     *
     * @param call the call, {@linkplain PendingCall#start() started}
     * @param request head and body; this client's to write or release from now on
     */
    public void send(PendingCall<?> call, ByteBuf request) {
        EventLoopExchange exchange = new EventLoopExchange(call, request);
        call.onAbandon(exchange);
        dispatch(exchange);
    }

    /** A connection went away before writing the exchange's request: start over. */
    void resend(EventLoopExchange exchange) {
        dispatch(exchange);
    }

    private void dispatch(EventLoopExchange exchange) {
        EventLoopConnection connection = null;
        boolean connect = false;
        synchronized (lock) {
            if (!closed) {
                connection = pollIdle();
                if (connection == null) {
                    if (open < maxConnections) {
                        open++;
                        connect = true;
                    } else {
                        waiting.addLast(exchange);
                        return;
                    }
                }
            }
        }
        if (connection != null) {
            connection.begin(exchange);
        } else if (connect) {
            connect(exchange);
        } else {
            refuseClosed(exchange);
        }
    }

    private @Nullable EventLoopConnection pollIdle() {
        EventLoopConnection connection;
        while ((connection = idle.pollFirst()) != null) {
            if (connection.isActive()) {
                return connection;
            }
        }
        return null;
    }

    private void connect(EventLoopExchange exchange) {
        ChannelFuture connecting;
        try {
            connecting = bootstrap.connect(host, port);
        } catch (RuntimeException e) {
            connectFailed(exchange, e);
            return;
        }
        connecting.addListener((ChannelFuture done) -> {
            if (!done.isSuccess()) {
                connectFailed(exchange, done.cause());
                return;
            }
            Channel channel = done.channel();
            EventLoopConnection connection = channel.pipeline().get(EventLoopConnection.class);
            channels.add(channel);
            channel.closeFuture().addListener(ignored -> closed(connection));
            boolean refuse;
            synchronized (lock) {
                refuse = closed;
            }
            if (refuse) {
                channel.close();
                refuseClosed(exchange);
                return;
            }
            connection.begin(exchange);
        });
    }

    private void connectFailed(EventLoopExchange exchange, Throwable cause) {
        EventLoopExchange next;
        synchronized (lock) {
            open--;
            next = nextWaiting();
            if (next != null) {
                open++;
            }
        }
        ByteBuf unsent = exchange.takeRequest();
        if (unsent != null) {
            unsent.release();
        }
        exchange.call.failed(cause);
        if (next != null) {
            connect(next); // it fails the same way, or the server is back: either way it does not wait forever
        }
    }

    /** A connection finished an exchange and may carry another: to the first waiting call, or to the idle ones. */
    void released(EventLoopConnection connection) {
        EventLoopExchange next;
        synchronized (lock) {
            if (closed || !connection.isActive()) {
                next = null;
            } else {
                next = nextWaiting();
                if (next == null) {
                    idle.addFirst(connection);
                    return;
                }
            }
        }
        if (next != null) {
            connection.begin(next);
        } else {
            connection.channel().close();
        }
    }

    /** A connection closed: its place goes to the first waiting call, on a new connection. */
    private void closed(EventLoopConnection connection) {
        EventLoopExchange next;
        synchronized (lock) {
            open--;
            idle.remove(connection);
            next = closed ? null : nextWaiting();
            if (next != null) {
                open++;
            }
        }
        if (next != null) {
            connect(next);
        }
    }

    /** The first waiting exchange whose call has not ended meanwhile (an abandoned one released its request). */
    private @Nullable EventLoopExchange nextWaiting() {
        EventLoopExchange next;
        while ((next = waiting.pollFirst()) != null) {
            if (!next.call.isDone()) {
                return next;
            }
        }
        return null;
    }

    private static void refuseClosed(EventLoopExchange exchange) {
        ByteBuf unsent = exchange.takeRequest();
        if (unsent != null) {
            unsent.release();
        }
        exchange.call.failed(new IllegalStateException("Client is closed"));
    }

    /** @return how many connections are open or opening (for tests) */
    int openConnections() {
        synchronized (lock) {
            return open;
        }
    }

    /** Closes every connection (their calls fail) and fails the waiting calls. Idempotent. */
    @Override
    public void close() {
        ArrayDeque<EventLoopExchange> refused;
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            refused = new ArrayDeque<>(waiting);
            waiting.clear();
            idle.clear();
        }
        refused.forEach(EventLoopHttpClient::refuseClosed);
        channels.close(); // not waited for: close() may be called on an event loop
    }

    private SslHandler sslHandler(Channel channel) {
        SslHandler handler = ssl.newHandler(channel.alloc(), host, port); // the host goes out as SNI
        SSLEngine engine = handler.engine();
        SSLParameters parameters = engine.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS"); // and the certificate must name it
        engine.setSSLParameters(parameters);
        return handler;
    }

    private static SslContext sslContext() {
        try {
            return SslContextBuilder.forClient().build();
        } catch (SSLException e) {
            throw new IllegalStateException("Cannot set up TLS for the Bot API server: " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return "EventLoopHttpClient[" + host + ":" + port + (ssl != null ? ", TLS" : "") + "]";
    }
}
