package io.github.quarkustelegram.runtime.transport;

import java.time.Duration;
import java.util.Objects;

/**
 * The HTTP settings of a transport: timeouts and the connection pool.
 *
 * @param connectTimeout how long opening a connection may take
 * @param readTimeout how long a call may take, from its start (connecting, waiting for a pooled connection and
 *        writing the request included) to the end of the answer; a getUpdates long poll gets its {@code timeout} on
 *        top, an upload time for its size
 * @param maxConnections the most connections open to the Bot API server at once; calls beyond wait for one
 */
public record HttpOptions(Duration connectTimeout, Duration readTimeout, int maxConnections) {

    /** 10 s. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** 75 s: Telegram answers large uploads slowly. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(75);
    /** 50 connections. */
    public static final int DEFAULT_MAX_CONNECTIONS = 50;

    /** @throws IllegalArgumentException on a timeout that is not positive, or fewer than one connection */
    public HttpOptions {
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        if (connectTimeout.isNegative() || connectTimeout.isZero()) {
            throw new IllegalArgumentException("connectTimeout must be positive: " + connectTimeout);
        }
        if (readTimeout.isNegative() || readTimeout.isZero()) {
            throw new IllegalArgumentException("readTimeout must be positive: " + readTimeout);
        }
        if (maxConnections < 1) {
            throw new IllegalArgumentException("maxConnections must be at least 1: " + maxConnections);
        }
    }

    /** @return 10 s to connect, 75 s to answer, 50 connections */
    public static HttpOptions defaults() {
        return new HttpOptions(DEFAULT_CONNECT_TIMEOUT, DEFAULT_READ_TIMEOUT, DEFAULT_MAX_CONNECTIONS);
    }
}
